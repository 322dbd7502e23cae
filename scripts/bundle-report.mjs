#!/usr/bin/env node
// Prints each built brand's JavaScript sizes: the initial JS (the entry script of index.html and
// every chunk it imports statically, i.e. what the browser must fetch before the first screen) and
// all JS, raw and gzip (level 9). It fails when a brand's initial gzip is over the budget (BUDGET_KB,
// or --budget=<KB>). Usage: node scripts/bundle-report.mjs [--budget=100] [--json] [id ...]
// (build the brands first).
// DIST_DIR=<dir> reads <dir>/<id>/ instead of apps/web/dist/<id>/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.DIST_DIR ?? join(root, 'apps', 'web', 'dist');

/** The initial JS budget of the fullest brand, KiB gzip (issue 19; was 120, issue 8). */
export const BUDGET_KB = 100;

const gzip = (buf) => gzipSync(buf, { level: 9 }).length;

/** Static imports of an ES chunk (`import ... from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code) {
  const out = new Set();
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1].slice(2));
  return [...out];
}

/** The files `starts` import statically, themselves included (what fetching `starts` brings). */
function closure(assets, starts) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length) {
    const f = queue.shift();
    if (seen.has(f) || !existsSync(join(assets, f))) continue;
    seen.add(f);
    queue.push(...staticImports(readFileSync(join(assets, f), 'utf8')));
  }
  return [...seen];
}

/**
 * Sizes of one built brand: initial JS (entry + static import closure), the sign-in page's JS
 * (that, plus the app shell and the sign-in screen chunks the entry fetches at once, with their
 * static imports; catalogues aside) and all JS.
 */
export function measureBrand(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const assets = join(dir, 'assets');
  const initial = closure(assets, [...entries, ...preloads]);
  const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const signIn = closure(assets, [...initial, ...all.filter((f) => /^(shell|login-screen)-/.test(f))]);
  const size = (files) =>
    files.reduce(
      (acc, f) => {
        const buf = readFileSync(join(assets, f));
        return { raw: acc.raw + buf.length, gzip: acc.gzip + gzip(buf) };
      },
      { raw: 0, gzip: 0 },
    );
  return { initialFiles: initial, initial: size(initial), signIn: size(signIn), all: size(all), chunks: all.length };
}

/** All JS text of one built brand (for content checks). */
export function brandJs(dir) {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
}

const kb = (n) => (n / 1024).toFixed(1);

function main() {
  const args = process.argv.slice(2);
  const budgetArg = args.find((a) => a.startsWith('--budget='));
  const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : BUDGET_KB;
  const json = args.includes('--json');
  const wanted = args.filter((a) => !a.startsWith('--'));
  const ids = wanted.length
    ? wanted
    : readdirSync(distDir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(join(distDir, d.name, 'index.html')))
        .map((d) => d.name)
        .sort();
  const rows = ids.map((id) => ({ id, ...measureBrand(join(distDir, id)) }));
  if (json) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log('brand         initial gzip   initial raw   sign-in gzip   all JS gzip   chunks');
    for (const r of rows)
      console.log(
        `${r.id.padEnd(13)} ${kb(r.initial.gzip).padStart(9)} KB ${kb(r.initial.raw).padStart(10)} KB ${kb(r.signIn.gzip).padStart(11)} KB ${kb(r.all.gzip).padStart(10)} KB ${String(r.chunks).padStart(8)}`,
      );
  }
  const largest = rows.reduce((m, r) => (r.initial.gzip > (m?.initial.gzip ?? -1) ? r : m), null);
  if (largest)
    console.log(`largest initial: ${largest.id} ${kb(largest.initial.gzip)} KB gzip (budget ${budgetKb} KB)`);
  if (largest && largest.initial.gzip > budgetKb * 1024) {
    console.error(`over budget: ${kb(largest.initial.gzip)} KB > ${budgetKb} KB gzip`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
