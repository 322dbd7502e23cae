/** Side-effect CSS imports are handled by Vite (bundled into /assets/*.css). */
declare module '*.css';
