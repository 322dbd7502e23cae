import type { TBrandCard } from './brand-files.ts';
import { compileHtml, type THtmlTemplate } from './html-nonce.ts';

const STYLE = `<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1f24}
a{color:#0b5cad}li{margin:.4rem 0}
.brands{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:.75rem}
.brands a{display:flex;align-items:center;gap:.75rem;padding:.75rem;border:1px solid #d0d7de;border-radius:.5rem;text-decoration:none;color:inherit}
.brands a:hover,.brands a:focus-visible{border-color:#0b5cad}
.brands img{width:40px;height:40px;object-fit:contain;flex:none}
.brands .name{display:block;font-weight:600}.brands .url{display:block;color:#57606a;font-size:.85rem}
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

function brandItem(b: TBrandCard, url: string): string {
  // The name is the link's text; the logo beside it says nothing more (empty alt).
  const logo = b.logo === undefined ? '' : `<img src="${escapeHtml(b.logo)}" alt="" width="40" height="40">`;
  return (
    `<li><a href="${escapeHtml(url)}" data-brand="${escapeHtml(b.id)}">${logo}` +
    `<span><span class="name">${escapeHtml(b.name)}</span><span class="url">${escapeHtml(url)}</span></span></a></li>`
  );
}

/** The page on the bare domain: one card per brand folder present, its name and logo. */
export function brandIndexPage(brands: readonly TBrandCard[], urlOf: (brand: string) => string): THtmlTemplate {
  const items = brands.map((b) => brandItem(b, urlOf(b.id))).join('');
  const body =
    brands.length === 0
      ? '<h1>OpenPortal</h1><p>No brand is built yet. Build them with <code>node scripts/build-brands.mjs</code>.</p>'
      : `<h1>OpenPortal brands</h1><ul class="brands">${items}</ul>`;
  return page('OpenPortal brands', body);
}

export const UNKNOWN_BRAND_PAGE = page('Not found', '<h1>Not found</h1><p>There is no portal at this address.</p>');
export const NOT_FOUND_PAGE = page('Not found', '<h1>Not found</h1><p>This page does not exist.</p>');
