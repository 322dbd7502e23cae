/** Side-effect CSS imports are handled by Vite (bundled into /assets/*.css). */
declare module '*.css';
/** Every brand's theme for the design-system gallery (apps/web themes-plugin.ts; tests: src/test/brand-themes.ts). */
declare module 'virtual:op-brand-themes' {
  const themes: { id: string; name: string; logo: string; vars: Record<string, string> }[];
  export default themes;
}
