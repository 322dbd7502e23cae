#!/usr/bin/env node
// Prints each built brand's JavaScript sizes: the initial JS (the entry script of index.html and
// every chunk it imports statically, i.e. what the browser must fetch before the first screen) and
// all JS, raw and gzip (level 9). With --budget=<KB> it fails when a brand's initial gzip is over.
// Usage: node scripts/bundle-report.mjs [--budget=120] [--json] [id ...]   (build the brands first)
// DIST_DIR=<dir> reads <dir>/<id>/ instead of apps/web/dist/<id>/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.DIST_DIR ?? join(root, 'apps', 'web', 'dist');

const gzip = (buf) => gzipSync(buf, { level: 9 }).length;

/** Static imports of an ES chunk (`import ... from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code) {
  const out = new Set();
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1].slice(2));
  return [...out];
}

/** Sizes of one built brand: initial JS (entry + static import closure) and all JS. */
export function measureBrand(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const assets = join(dir, 'assets');
  const initial = new Set();
  const queue = [...entries, ...preloads];
  while (queue.length) {
    const f = queue.shift();
    if (initial.has(f) || !existsSync(join(assets, f))) continue;
    initial.add(f);
    queue.push(...staticImports(readFileSync(join(assets, f), 'utf8')));
  }
  const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const size = (files) =>
    files.reduce(
      (acc, f) => {
        const buf = readFileSync(join(assets, f));
        return { raw: acc.raw + buf.length, gzip: acc.gzip + gzip(buf) };
      },
      { raw: 0, gzip: 0 },
    );
  return { initialFiles: [...initial], initial: size([...initial]), all: size(all), chunks: all.length };
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
  const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : null;
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
    console.log('brand         initial gzip   initial raw   all JS gzip   chunks');
    for (const r of rows)
      console.log(
        `${r.id.padEnd(13)} ${kb(r.initial.gzip).padStart(9)} KB ${kb(r.initial.raw).padStart(10)} KB ${kb(r.all.gzip).padStart(10)} KB ${String(r.chunks).padStart(8)}`,
      );
  }
  const largest = rows.reduce((m, r) => (r.initial.gzip > (m?.initial.gzip ?? -1) ? r : m), null);
  if (largest) console.log(`largest initial: ${largest.id} ${kb(largest.initial.gzip)} KB gzip`);
  if (budgetKb !== null && largest && largest.initial.gzip > budgetKb * 1024) {
    console.error(`over budget: ${kb(largest.initial.gzip)} KB > ${budgetKb} KB gzip`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
