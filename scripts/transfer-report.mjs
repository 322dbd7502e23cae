#!/usr/bin/env node
// Prints, per built brand, the bytes of JavaScript and CSS the sign-in page (/login) makes a
// browser fetch: raw, gzip and brotli (the build's .gz/.br copies; a file without a copy counts
// raw), and what Chromium was actually sent (its Accept-Encoding, the gateway's choice).
// The file list is what Chromium requests, not a guess from the build: the script starts the
// gateway on a free port over the built brands, opens each brand's /login in headless Chromium
// (Debian's /usr/bin/chromium or CHROMIUM_PATH, through e2e's playwright-core) and waits for the
// sign-in form and a quiet network. No API call is needed for a first visit; none reaches core.
// Usage: node scripts/transfer-report.mjs [--json] [id ...]   (build the brands first)
// DIST_DIR=<dir> serves <dir>/<id>/ instead of apps/web/dist/<id>/.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.DIST_DIR ?? join(root, 'apps', 'web', 'dist');
const SIGN_IN_PATH = '/login';
const TIMEOUT_MS = 30_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startGateway() {
  const [port, nowhere] = await Promise.all([freePort(), freePort()]);
  const child = spawn(process.execPath, [join(root, 'gateway', 'src', 'server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BRANDS_DIR: distDir,
      API_UPSTREAM_LOCAL: `http://127.0.0.1:${nowhere}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, stop: () => child.kill('SIGTERM') };
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error('the gateway did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Size of a file, of its `.gz` and of its `.br` copy (a missing copy: the file is sent raw). */
function fileSizes(file) {
  const size = (f) => (existsSync(f) ? statSync(f).size : undefined);
  const raw = statSync(file).size;
  return { raw, gzip: size(`${file}.gz`) ?? raw, brotli: size(`${file}.br`) ?? raw };
}

/** The JS and CSS assets one brand's sign-in page fetches, with the bytes Chromium received. */
async function measureSignIn(browser, brand, port) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/assets\/[^/]+\.(js|css)$/.test(pathname)) responses.push({ file: pathname.slice('/assets/'.length), r });
  });
  try {
    await page.goto(`http://${brand}.localhost:${port}${SIGN_IN_PATH}`, { timeout: TIMEOUT_MS });
    await page.getByTestId('login-username').waitFor({ timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    const files = [];
    for (const { file, r } of responses) {
      const sizes = await r.request().sizes();
      files.push({
        file,
        ...fileSizes(join(distDir, brand, 'assets', file)),
        sent: sizes.responseBodySize,
        encoding: r.headers()['content-encoding'] ?? 'identity',
      });
    }
    const acceptEncoding = responses[0] ? await responses[0].r.request().headerValue('accept-encoding') : null;
    return { files, acceptEncoding };
  } finally {
    await context.close();
  }
}

const sum = (files, key) => files.reduce((n, f) => n + f[key], 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function print(rows) {
  console.log(`sign-in page (${SIGN_IN_PATH}): bytes of the JS and CSS a browser fetches, per brand`);
  const head = [
    'brand',
    'files',
    'JS raw',
    'JS gzip',
    'JS brotli',
    'CSS raw',
    'CSS gzip',
    'CSS brotli',
    'Chromium got',
  ];
  const widths = [12, 5, 10, 10, 10, 9, 9, 10, 10];
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ');
  console.log(line(head));
  for (const r of rows) {
    const encodings = [...new Set(r.files.map((f) => f.encoding))].sort().join('+');
    console.log(
      `${line([r.id, String(r.files.length), kb(r.js.raw), kb(r.js.gzip), kb(r.js.brotli), kb(r.css.raw), kb(r.css.gzip), kb(r.css.brotli), kb(r.sent)])} ${encodings}`,
    );
  }
  const accepted = rows.find((r) => r.acceptEncoding)?.acceptEncoding;
  if (accepted) console.log(`Chromium sent Accept-Encoding: ${accepted}`);
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const wanted = args.filter((a) => !a.startsWith('--'));
  const ids = wanted.length
    ? wanted
    : readdirSync(distDir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(join(distDir, d.name, 'index.html')))
        .map((d) => d.name)
        .sort();
  if (!ids.length) throw new Error(`no built brand in ${distDir}: run node scripts/build-brands.mjs`);
  const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('playwright-core');
  const gateway = await startGateway();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const rows = [];
    for (const id of ids) {
      const { files, acceptEncoding } = await measureSignIn(browser, id, gateway.port);
      const total = (list) => ({ raw: sum(list, 'raw'), gzip: sum(list, 'gzip'), brotli: sum(list, 'brotli') });
      rows.push({
        id,
        files,
        acceptEncoding,
        js: total(files.filter((f) => f.file.endsWith('.js'))),
        css: total(files.filter((f) => f.file.endsWith('.css'))),
        sent: sum(files, 'sent'),
      });
    }
    if (json) console.log(JSON.stringify(rows, null, 2));
    else print(rows);
  } finally {
    await browser.close();
    gateway.stop();
  }
}

main().catch((e) => {
  console.error(e.message);
  process.exitCode = 1;
});
