// Keeps in node_modules/.pnpm only what the given workspace projects load at run time, and of
// that only what runs: no source maps, type declarations, TypeScript sources or Markdown (Node
// never runs TypeScript from node_modules).
// `pnpm install --prod --filter <project>...` links only those projects, but still fills the
// virtual store with the production dependencies of every project in the lockfile (React, Vite,
// Playwright, TypeScript...). This walks the symlinks from each project's node_modules through
// the store, removes every store entry it does not reach and the links left dangling.
// Usage (in the image's build stage, from the repository root):
//   node docker/prune-virtual-store.mjs apps/core packages/contract packages/db packages/ledger
import { existsSync, lstatSync, readdirSync, realpathSync, rmSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const store = path.join(root, 'node_modules', '.pnpm');
const projects = process.argv.slice(2);
if (projects.length === 0 || !existsSync(store)) {
  console.error('usage: node docker/prune-virtual-store.mjs <project dir>... (from the root, after pnpm install)');
  process.exit(2);
}

/** Entries of a node_modules folder, scoped packages (@scope/name) included. */
function packagesIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    if (!name.startsWith('@')) return [full];
    return statSync(full).isDirectory() ? readdirSync(full).map((n) => path.join(full, n)) : [];
  });
}

const reached = new Set();
const queue = projects.map((p) => path.join(root, p, 'node_modules'));
queue.push(path.join(root, 'node_modules'));
while (queue.length > 0) {
  const dir = queue.pop();
  for (const link of packagesIn(dir)) {
    let real;
    try {
      real = realpathSync(link);
    } catch {
      continue;
    }
    const rel = path.relative(store, real);
    if (rel.startsWith('..')) continue; // a workspace project: its own node_modules is listed
    const entry = rel.split(path.sep)[0];
    if (reached.has(entry)) continue;
    reached.add(entry);
    // A store entry's dependencies are its siblings in .pnpm/<entry>/node_modules.
    queue.push(path.join(store, entry, 'node_modules'));
  }
}

let removed = 0;
for (const entry of readdirSync(store)) {
  if (entry === 'node_modules' || entry.startsWith('.') || entry.endsWith('.yaml')) continue;
  if (reached.has(entry)) continue;
  rmSync(path.join(store, entry), { recursive: true, force: true });
  removed++;
}
// Hoisted links (.pnpm/node_modules/*) and the root's links to removed entries now dangle.
let dangling = 0;
for (const dir of [path.join(store, 'node_modules'), path.join(root, 'node_modules')]) {
  for (const link of packagesIn(dir)) {
    if (lstatSync(link).isSymbolicLink() && !existsSync(link)) {
      rmSync(link, { force: true });
      dangling++;
    }
  }
}

/** Files no production process reads. Links are not followed: workspace sources stay whole. */
const NOT_RUN = /\.(map|d\.ts|d\.mts|d\.cts|ts|mts|cts|md|markdown)$/i;
let files = 0;
let bytes = 0;
function dropNotRun(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) dropNotRun(full);
    else if (entry.isFile() && NOT_RUN.test(entry.name)) {
      bytes += lstatSync(full).size;
      unlinkSync(full);
      files++;
    }
  }
}
for (const entry of reached) dropNotRun(path.join(store, entry));

/**
 * Folders at a package's root that hold its own test suite, examples, benchmarks or docs,
 * published with it (fastify's, pino's, bintrees' 2 MB of test data...): no file of a package
 * loads them (checked for every package core ships: no require or import of './test/',
 * './examples/'... outside them). Only at the root: a folder of that name deeper down may be
 * code (libphonenumber-js/mobile/examples is an entry point).
 */
const NOT_RUN_DIRS = new Set(['test', 'tests', '__tests__', 'example', 'examples', 'docs', 'bench', 'benchmarks']);
let dirs = 0;
for (const entry of reached) {
  for (const pkg of packagesIn(path.join(store, entry, 'node_modules'))) {
    if (lstatSync(pkg).isSymbolicLink()) continue; // a dependency: pruned under its own entry
    for (const name of readdirSync(pkg)) {
      const full = path.join(pkg, name);
      if (!NOT_RUN_DIRS.has(name) || !lstatSync(full).isDirectory()) continue;
      bytes += sizeOf(full);
      rmSync(full, { recursive: true, force: true });
      dirs++;
    }
  }
}

/** Bytes of the files under `dir`. */
function sizeOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const full = path.join(dir, e.name);
    return sum + (e.isDirectory() ? sizeOf(full) : e.isFile() ? lstatSync(full).size : 0);
  }, 0);
}

console.log(
  `virtual store: kept ${reached.size} packages, removed ${removed} (and ${dangling} dangling links); ` +
    `${files} files and ${dirs} folders not run (maps, declarations, sources, Markdown; tests, examples, docs): ` +
    `${(bytes / 1e6).toFixed(1)} MB`,
);
