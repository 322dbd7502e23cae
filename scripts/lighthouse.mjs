#!/usr/bin/env node
// Lighthouse (the npm package) with Debian's Chromium on the sign-in page and the home page of
// two brands, mobile profile: prints the performance and accessibility score of each page.
// Usage: node scripts/lighthouse.mjs [brand ...]   (default: paywave coinpurse; build the brands
// first: node scripts/build-brands.mjs). The work is in e2e/src/lighthouse.ts (it uses the e2e
// stack); see its header. Not part of npm test.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(process.execPath, [join(root, 'e2e', 'src', 'lighthouse.ts'), ...process.argv.slice(2)], {
  cwd: join(root, 'e2e'),
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
