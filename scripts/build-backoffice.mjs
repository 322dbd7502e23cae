#!/usr/bin/env node
// Builds the back office (apps/backoffice) into apps/backoffice/dist/ (OUT_DIR=<dir> elsewhere),
// then checks the bundle as build-brands.mjs checks a brand's: no inline <script> or style in
// index.html (the gateway's nonce CSP would refuse them anyway) and a title.
// Usage: node scripts/build-backoffice.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const app = join(root, 'apps', 'backoffice');
const vite = join(app, 'node_modules', 'vite', 'bin', 'vite.js');
const outDir = process.env.OUT_DIR ?? join(app, 'dist');

await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: app,
    env: { ...process.env, OUT_DIR: outDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`back office build failed (exit ${code})`))));
});

const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const problems = [];
if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) problems.push('index.html has an inline <script>');
if (/\sstyle=/i.test(html) || /<style/i.test(html)) problems.push('index.html has inline style');
if (!/<title>[^<]+<\/title>/.test(html)) problems.push('index.html has no title');
if (problems.length) {
  console.error(`back office: ${problems.join('; ')}`);
  process.exit(1);
}
console.log(`back office built into ${outDir}`);
