#!/usr/bin/env node
// Builds every brand under brands/ into apps/web/dist/<id>/ (two at a time), then checks each
// bundle: title, no inline <script>/style attributes in index.html, that the code of a
// flagged-off feature is absent (marker feature-merchant-account; contracts has no screen yet), and that
// every JS and CSS asset of 1 KiB or more has its brotli and gzip copies (apps/web compress-plugin).
// Usage: node scripts/build-brands.mjs [id ...]   (no ids: all brands)
// DIST_DIR=<dir> builds into <dir>/<id>/ instead, leaving apps/web/dist alone (the build test
// uses it so that it never rewrites a bundle the e2e gateway is serving at the same time).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps', 'web');
const vite = join(web, 'node_modules', 'vite', 'bin', 'vite.js');
const all = readdirSync(join(root, 'brands'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const wanted = process.argv.slice(2);
const ids = wanted.length ? wanted : all;
const distDir = process.env.DIST_DIR ?? join(web, 'dist');
const CONCURRENCY = Math.max(1, Number(process.env.BUILD_CONCURRENCY ?? 2));

function build(id) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: web,
      env: { ...process.env, BRAND: id, OUT_DIR: join(distDir, id) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${id} failed (exit ${code})`))));
  });
}

/** The problems with one built brand, none when it is right. */
export function checkBrand(id) {
  const dir = join(distDir, id);
  const manifest = JSON.parse(readFileSync(join(root, 'brands', id, 'brand.json'), 'utf8'));
  const problems = [];
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) problems.push('index.html has an inline <script>');
  if (/\sstyle=/i.test(html) || /<style/i.test(html)) problems.push('index.html has inline style');
  if (!html.includes(`<title>${manifest.projectName}</title>`)) problems.push('title is not the brand name');
  if (!existsSync(join(dir, 'assets', 'brand-logo.svg'))) problems.push('logo missing');
  const js = readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, 'assets', f), 'utf8'))
    .join('\n');
  const markers = {
    'feature-merchant-account': manifest.merchantAccountEnable,
  };
  for (const [marker, on] of Object.entries(markers)) {
    if (js.includes(marker) !== on) problems.push(`${marker} ${on ? 'missing although on' : 'present although off'}`);
  }
  if (js.includes('__OP_FLAG_')) problems.push('an undefined compile-time flag is left in the bundle');
  const uncompressed = readdirSync(join(dir, 'assets')).filter(
    (f) =>
      /\.(js|css)$/.test(f) &&
      statSync(join(dir, 'assets', f)).size >= 1024 &&
      !(existsSync(join(dir, 'assets', `${f}.br`)) && existsSync(join(dir, 'assets', `${f}.gz`))),
  );
  if (uncompressed.length) problems.push(`no .br/.gz beside ${uncompressed.join(', ')}`);
  return problems;
}

async function main() {
  const unknown = ids.filter((id) => !all.includes(id));
  if (unknown.length) throw new Error(`unknown brand(s): ${unknown.join(', ')}`);
  const queue = [...ids];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) await build(id);
    }),
  );
  let failed = 0;
  for (const id of ids) {
    const problems = checkBrand(id);
    failed += problems.length ? 1 : 0;
    console.log(problems.length ? `✗ ${id}: ${problems.join('; ')}` : `✓ ${id} → ${join(distDir, id)}/`);
  }
  console.log(`${ids.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (failed) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e.message);
    process.exitCode = 1;
  });
}
