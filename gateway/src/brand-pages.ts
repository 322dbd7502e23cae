import { compileHtml, type THtmlTemplate } from './html-nonce.ts';

const STYLE = `<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1f24}
a{color:#0b5cad}li{margin:.4rem 0}
</style>`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): THtmlTemplate {
  return compileHtml(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(title)}</title>${STYLE}</head><body>${body}</body></html>`,
  );
}

/** The page on the bare domain: one link per brand folder present. */
export function brandIndexPage(brands: readonly string[], urlOf: (brand: string) => string): THtmlTemplate {
  const items = brands.map((b) => `<li><a href="${escapeHtml(urlOf(b))}">${escapeHtml(urlOf(b))}</a></li>`).join('');
  const body =
    brands.length === 0
      ? '<h1>OpenPortal</h1><p>No brand is built yet. Build them with <code>node scripts/build-brands.mjs</code>.</p>'
      : `<h1>OpenPortal brands</h1><ul>${items}</ul>`;
  return page('OpenPortal brands', body);
}

export const UNKNOWN_BRAND_PAGE = page('Not found', '<h1>Not found</h1><p>There is no portal at this address.</p>');
export const NOT_FOUND_PAGE = page('Not found', '<h1>Not found</h1><p>This page does not exist.</p>');
