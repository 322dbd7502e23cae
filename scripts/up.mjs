// `npm start`: build every brand, start core (embedded PostgreSQL, demo data, mail catcher)
// and the gateway, and print where to go. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GATEWAY_PORT = process.env.GATEWAY_PORT ?? '8080';
const CORE_PORT = process.env.CORE_PORT ?? '4000';
const secret = process.env.INTERNAL_SECRET ?? 'local-internal-secret-change-me';
// Quiet by default: warnings and errors only (LOG_LEVEL=info shows every request).
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';

const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-brands.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
const backoffice = spawnSync(process.execPath, [path.join(root, 'scripts/build-backoffice.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (backoffice.status !== 0) process.exit(backoffice.status ?? 1);

const children = [];
function run(name, script, env) {
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  children.push(child);
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not up: ${url}`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Demo data (customers, operators with published TOTP secrets) and the demo sign-in client are
// asked for here explicitly: core's defaults have none of them.
run('core', 'apps/core/src/server.ts', {
  LOG_LEVEL,
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  SEI_CLIENTS: process.env.SEI_CLIENTS ?? 'demo-shop=http://127.0.0.1',
  PORT: CORE_PORT,
  INTERNAL_SECRET: secret,
  PORTAL_URL_TEMPLATE: `http://{brand}.localhost:${GATEWAY_PORT}`,
});
await waitFor(`http://127.0.0.1:${CORE_PORT}/health`);
run('gateway', 'gateway/src/server.ts', {
  LOG_LEVEL,
  PORT: GATEWAY_PORT,
  INTERNAL_SECRET: secret,
  API_UPSTREAM_LOCAL: `http://127.0.0.1:${CORE_PORT}`,
});
await waitFor(`http://127.0.0.1:${GATEWAY_PORT}/`);

const brands = readdirSync(path.join(root, 'brands'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
console.log(`
The portal is up. Open a brand:
${brands.map((b) => `  http://${b}.localhost:${GATEWAY_PORT}/`).join('\n')}
Demo sign-in (every brand, password Demo-pass-2026): personal@<brand>.example, business@<brand>.example,
  otp@<brand>.example (TOTP secret JBSWY3DPEHPK3PXP).
Back office: http://backoffice.localhost:${GATEWAY_PORT}/ (operators admin, finance, support; see README.md
  "Demo sign-in" for the password and TOTP secrets).
Mail catcher (activation links): http://127.0.0.1:8025/
Press Ctrl-C to stop.`);
