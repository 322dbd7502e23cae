/// <reference types="vite/client" />
/** Baked in by brand-plugin.ts at build time. */
declare module 'virtual:op-brand' {
  import type { TBrandManifest } from '@openportal/brand-kit';
  const manifest: TBrandManifest;
  export default manifest;
}
declare module 'virtual:op-brand.css';
declare module '*.css';
declare module 'virtual:op-brand-themes' {
  const themes: { id: string; name: string; logo: string; vars: Record<string, string> }[];
  export default themes;
}
