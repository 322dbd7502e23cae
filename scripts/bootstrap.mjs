#!/usr/bin/env node
// Entry of the README's two commands, runnable by any Node.js with npm (the machine's may be
// older than the project's). It installs what is missing with the pinned pnpm, then hands
// over to the project's own Node 24 (a devDependency) for the real work:
//   npm start  -> scripts/up.mjs   (build every brand, start core + gateway, print URLs)
//   npm test   -> scripts/test.mjs (the whole suite)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = 'pnpm@12.21.0';
const bin = path.join(root, 'node_modules', '.bin');
const node24 = path.join(bin, 'node');
const stamp = path.join(root, 'node_modules', '.install-stamp');
const commands = { up: 'scripts/up.mjs', test: 'scripts/test.mjs' };

const command = process.argv[2];
if (!Object.hasOwn(commands, command)) {
  console.error(`usage: bootstrap.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}

function installNeeded() {
  if (!existsSync(node24) || !existsSync(stamp)) return true;
  const lock = statSync(path.join(root, 'pnpm-lock.yaml')).mtimeMs;
  return Number(readFileSync(stamp, 'utf8')) < lock;
}

if (installNeeded()) {
  console.log(`Installing dependencies with ${PNPM} ...`);
  const r = spawnSync('npx', ['--yes', PNPM, 'install'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(stamp, String(Date.now()));
}

const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, TURBO_TELEMETRY_DISABLED: '1' };
const r = spawnSync(node24, [path.join(root, commands[command]), ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);
