import { randomBytes } from 'node:crypto';

/** An HTML document split around its nonce slots: `render(nonce)` joins the parts. */
export type THtmlTemplate = { render(nonce: string): string };

const NONCE_ATTR = /\snonce\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i;
const SCRIPT_OR_STYLE = /<(script|style)\b([^>]*)>/gi;
const LINK = /<link\b([^>]*)>/gi;
const NONCED_LINK_REL = /\brel\s*=\s*["']?[^"'>]*\b(stylesheet|modulepreload|preload)\b/i;
const HEAD = /<head\b[^>]*>/i;
const HEAD_END = /<\/head>/i;
const CSP_NONCE_META = /<meta\b[^>]*\bproperty\s*=\s*["']?csp-nonce\b[^>]*>/i;

const SELF_CLOSE = /\s*\/\s*$/;

function withNonce(attrs: string, slot: string): string {
  const close = SELF_CLOSE.test(attrs) ? ' /' : '';
  return `${attrs.replace(SELF_CLOSE, '').replace(NONCE_ATTR, '')} nonce="${slot}"${close}`;
}

/**
 * Marks every `<script>`, `<style>` and stylesheet/preload `<link>` tag with a nonce slot, and
 * adds `<meta property="csp-nonce">` (Vite's preload helper reads it for the tags it inserts).
 * A tag that already has a nonce (e.g. Vite's `html.cspNonce` placeholder) gets ours instead.
 */
export function compileHtml(html: string): THtmlTemplate {
  const slot = `__op_nonce_${randomBytes(12).toString('hex')}__`;
  let marked = html
    .replace(SCRIPT_OR_STYLE, (_m, tag: string, attrs: string) => `<${tag}${withNonce(attrs, slot)}>`)
    .replace(LINK, (m, attrs: string) => (NONCED_LINK_REL.test(attrs) ? `<link${withNonce(attrs, slot)}>` : m));
  const meta = `<meta property="csp-nonce" nonce="${slot}">`;
  if (CSP_NONCE_META.test(marked)) marked = marked.replace(CSP_NONCE_META, meta);
  else if (HEAD_END.test(marked)) marked = marked.replace(HEAD_END, (end) => `${meta}${end}`);
  else if (HEAD.test(marked)) marked = marked.replace(HEAD, (head) => `${head}${meta}`);
  const parts = marked.split(slot);
  return { render: (nonce) => parts.join(nonce) };
}
