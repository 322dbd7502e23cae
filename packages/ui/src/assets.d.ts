/** Side-effect CSS imports are handled by Vite (bundled into the app's /assets/*.css). */
declare module '*.css';
/** Vite's import.meta.glob (only the signature used here). */
interface ImportMeta {
  glob<T>(pattern: string, options: { query?: string; import?: string; eager: true }): Record<string, T>;
}
