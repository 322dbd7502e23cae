import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The root eslint.config.js enforces the package boundaries; each case is one line. */
const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const cases: Array<[string, string, string | undefined]> = [
  ['packages/portal/src/x.ts', "import { a } from '@openportal/contract/src/errors.ts'; a();", 'no-restricted-imports'],
  [
    'packages/portal/src/x.ts',
    "import { a } from '../../contract/src/index.ts'; a();",
    'boundaries/no-relative-escape',
  ],
  [
    'apps/web/src/x.ts',
    "import { a } from '../../../packages/contract/src/index.ts'; a();",
    'boundaries/no-relative-escape',
  ],
  ['packages/portal/src/x.ts', "import { a } from '@openportal/core'; a();", 'no-restricted-imports'],
  ['e2e/src/x.ts', "import { a } from '@openportal/gateway'; a();", 'no-restricted-imports'],
  ['packages/contract/src/x.ts', "export * from './y.ts';", 'no-restricted-syntax'],
  ['packages/portal/src/x.ts', "import { a } from '@openportal/contract'; a();", undefined],
  ['packages/portal/src/a/x.ts', "import { a } from '../b/y.ts'; a();", undefined],
  ['gateway/src/x.ts', "import { a } from './y.ts'; a();", undefined],
];

describe('eslint package boundaries', () => {
  // The first lint loads the whole config and its plugins (90 s on a loaded 2-core machine): once,
  // here, so that no case pays it inside its own timeout.
  beforeAll(() => ruleIds('gateway/src/x.ts', 'export const warm = 1;'), 300_000);
  it.each(cases)('%s: %s', async (file, code, expected) => {
    const ids = await ruleIds(file, code);
    if (expected === undefined) expect(ids).toEqual([]);
    else expect(ids).toContain(expected);
  });
});
