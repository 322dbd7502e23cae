import type { Plugin } from 'vite';
import { flagDefines, themeToCss, type TLoadedBrand } from '@openportal/brand-kit';

/** Every portal language; the brand's are compiled in, the others' catalogue chunks are left out. */
const ALL_LANGUAGES = ['en', 'es', 'ro', 'ru', 'ua', 'pt'] as const;

/** `{ __OP_LANG_EN__: 'true', __OP_LANG_RU__: 'false', ... }` for a brand's languages. */
export function languageDefines(langs: readonly string[]): Record<string, string> {
  return Object.fromEntries(ALL_LANGUAGES.map((l) => [`__OP_LANG_${l.toUpperCase()}__`, String(langs.includes(l))]));
}

const MANIFEST_ID = 'virtual:op-brand';
const CSS_ID = 'virtual:op-brand.css';
/** Fixed public path of the brand logo (also the favicon). */
export const LOGO_PATH = 'assets/brand-logo.svg';

/**
 * Bakes one brand into the build: the manifest (logo pointed at the emitted asset) as a virtual
 * module, the theme as a CSS file, the logo as an asset, title and favicon into index.html, and
 * the feature flags and the brand's languages as compile-time constants so code behind an off
 * flag, and the catalogues of languages the brand does not offer, are dropped.
 */
export function brandPlugin(brand: TLoadedBrand): Plugin {
  const manifest = { ...brand.manifest, logo: `/${LOGO_PATH}` };
  return {
    name: 'openportal-brand',
    config: () => ({
      define: { ...flagDefines(brand.manifest), ...languageDefines(brand.manifest.availableLangs) },
    }),
    resolveId(id) {
      if (id === MANIFEST_ID) return `\0${MANIFEST_ID}`;
      if (id === CSS_ID) return `\0${CSS_ID}`.replace(/\.css$/, '') + '.css';
      return null;
    },
    load(id) {
      if (id === `\0${MANIFEST_ID}`) return `export default ${JSON.stringify(manifest)};`;
      if (id.startsWith(`\0${MANIFEST_ID}`) && id.endsWith('.css')) return themeToCss(brand.manifest.theme);
      return null;
    },
    buildStart() {
      if (this.environment?.config?.command === 'serve') return;
      this.emitFile({ type: 'asset', fileName: LOGO_PATH, source: brand.logoSvg });
    },
    configureServer(server) {
      server.middlewares.use(`/${LOGO_PATH}`, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(brand.logoSvg);
      });
    },
    transformIndexHtml: (html) =>
      html
        .replaceAll('%OP_BRAND_TITLE%', escapeHtml(brand.manifest.projectName))
        .replaceAll('%OP_BRAND_FAVICON%', `/${LOGO_PATH}`),
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
