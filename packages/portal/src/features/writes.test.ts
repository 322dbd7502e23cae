import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS, type Call } from '@openportal/contract';

/**
 * Glue that must not come back (issue 19): a write hand-rolled with `api.call` (writes go
 * through `useCallMutation`: idempotency, invalidation, field errors, popup in one line), and a
 * message table keyed by the contract's English text (tables are keyed by message code). Cache
 * ids are typed (`TCallId`): a plain string fails the typecheck (call-id-type.test.ts in contract).
 */
const FEATURES = import.meta.dirname;

/** The sign-in flow runs outside React (like the session controller): its calls are the session's. */
const SESSION_FLOW = new Set(['auth/login-flow.ts', 'auth/push-socket.ts']);
/** Generic reads whose type admits GET calls only (the support gate's cached read, issue 22). */
const GENERIC_READS = new Set(['support/use-support.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/** A read: a REST GET, a download, a call that needs read rights only, or a `…Get`/`…List` method. */
function isRead(name: string, call: Call): boolean {
  if (call.transport === 'rest') return call.verb === 'GET';
  return Boolean(call.binaryResponse) || call.rights === 'read' || /(Get|List|Inquiry)$/.test(name);
}

describe('feature glue', () => {
  const files = sources(FEATURES).map((path) => ({ file: relative(FEATURES, path), text: readFileSync(path, 'utf8') }));

  it('makes every write through useCallMutation (api.call is for reads, and the sign-in flow)', () => {
    const handRolled = files.flatMap(({ file, text }) =>
      SESSION_FLOW.has(file) || GENERIC_READS.has(file)
        ? []
        : [...text.matchAll(/\bapi\s*\.\s*(?:call|method|rest)\s*\(\s*(\w+)/g)]
            .map((m) => m[1]!)
            .filter((name) => !CALLS[name] || !isRead(name, CALLS[name]))
            .map((name) => `${file}: ${name}`),
    );
    expect(handRolled).toEqual([]);
  });

  it('keys message tables by code, never by the English text', () => {
    const byText = files.flatMap(({ file, text }) =>
      [
        ...text.matchAll(/['"`][^'"`\n]*\s[^'"`\n]*['"`]\s*:\s*['"`][a-zA-Z]+(?:\.[a-zA-Z0-9]+)+['"`]/g),
        ...text.matchAll(/\[\s*[A-Z_]+_MESSAGES\s*\.\s*\w+\s*\]\s*:/g),
      ].map((m) => `${file}: ${m[0]}`),
    );
    expect(byText).toEqual([]);
  });

  it('finds the files it checks (the scan is not vacuous)', () => {
    expect(files.some((f) => f.text.includes('useCallMutation('))).toBe(true);
    expect(files.some((f) => f.text.includes('MESSAGE_KEYS: TMessageKeys'))).toBe(true);
  });
});
