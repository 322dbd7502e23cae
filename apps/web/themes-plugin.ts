import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { loadBrand, themeToCss } from '@openportal/brand-kit';

const ID = 'virtual:op-brand-themes';

/** `--op-color-primary: #123456;` lines of a theme's CSS → `{ '--op-color-primary': '#123456' }`. */
export function themeVars(css: string): Record<string, string> {
  return Object.fromEntries([...css.matchAll(/(--op-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

/**
 * Every brand's theme (CSS variables), name and logo, for the design-system gallery
 * (`__OP_DEV_GALLERY__`, development builds only): `import themes from 'virtual:op-brand-themes'`.
 * A production build never imports it, so no other brand's data reaches a brand's bundle.
 */
export function themesPlugin(brandsDir: string): Plugin {
  return {
    name: 'openportal-brand-themes',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    async load(id) {
      if (id !== `\0${ID}`) return null;
      const dirs = (await readdir(brandsDir, { withFileTypes: true })).filter((d) => d.isDirectory());
      const brands = await Promise.all(dirs.map((d) => loadBrand(join(brandsDir, d.name))));
      const themes = brands
        .map((b) => ({
          id: b.manifest.id,
          name: b.manifest.projectName,
          logo: `data:image/svg+xml;base64,${Buffer.from(b.logoSvg).toString('base64')}`,
          vars: themeVars(themeToCss(b.manifest.theme)),
        }))
        .sort((a, b) => a.id.localeCompare(b.id));
      return `export default ${JSON.stringify(themes)};`;
    },
  };
}
