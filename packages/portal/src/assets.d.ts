/** Side-effect CSS imports are handled by Vite (bundled into /assets/*.css). */
declare module '*.css';
/** Every brand's theme for the design-system gallery (apps/web themes-plugin.ts; tests: src/test/brand-themes.ts). */
declare module 'virtual:op-brand-themes' {
  const themes: { id: string; name: string; logo: string; vars: Record<string, string> }[];
  export default themes;
}
/** Vite's import.meta.glob (the portal is built by Vite; only the signature used here). */
interface ImportMeta {
  glob<T>(pattern: string, options: { query?: string; import?: string; eager: true }): Record<string, T>;
}
