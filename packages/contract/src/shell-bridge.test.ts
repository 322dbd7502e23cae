import { describe, expect, it } from 'vitest';
import { SHELL_FILE_MAX_BYTES, ZShellToWeb, ZWebToShell } from './shell-bridge.ts';

const file = { name: 'statement.pdf', mimeType: 'application/pdf', dataBase64: 'JVBERi0xLjQK' };

describe('mobile-shell bridge messages (spec 1 §1; shapes ours)', () => {
  it('reads each kind both ways', () => {
    const web = [
      { v: 1, type: 'ready', brand: 'paywave', language: 'en' },
      { v: 1, type: 'loginRequest', id: 'a1' },
      { v: 1, type: 'session', state: 'signedOut' },
      { v: 1, type: 'download', id: 'a2', file },
      { v: 1, type: 'scanDocument', id: 'a3', documentType: '1' },
      { v: 1, type: 'addCardToWallet', id: 'a4', cardId: 'c1', last4: '4242' },
      { v: 1, type: 'openExternal', url: 'https://example.com/terms' },
    ];
    for (const m of web) expect(ZWebToShell.safeParse(m).success).toBe(true);
    const shell = [
      { v: 1, type: 'init', platform: 'simulator', appVersion: '1.0', kinds: ['login', 'downloads'] },
      { v: 1, type: 'tokens', id: 'a1', accessToken: 'x'.repeat(40) },
      { v: 1, type: 'result', id: 'a2', ok: false, reason: 'cancelled' },
      { v: 1, type: 'scanned', id: 'a3', file },
      { v: 1, type: 'logout' },
    ];
    for (const m of shell) expect(ZShellToWeb.safeParse(m).success).toBe(true);
  });

  it('refuses another version, an unknown type, extra fields, paths in names and script links', () => {
    const bad = [
      { v: 2, type: 'logout' },
      { v: 1, type: 'eval', code: 'alert(1)' },
      { v: 1, type: 'logout', extra: true },
      { v: 1, type: 'scanned', id: 'a3', file: { ...file, name: '../../etc/passwd' } },
      { v: 1, type: 'tokens', accessToken: 'short' },
      { v: 1, type: 'result', id: 'has space', ok: true },
    ];
    for (const m of bad) expect(ZShellToWeb.safeParse(m).success).toBe(false);
    expect(ZWebToShell.safeParse({ v: 1, type: 'openExternal', url: 'javascript:alert(1)' }).success).toBe(false);
    const big = 'A'.repeat(Math.ceil(SHELL_FILE_MAX_BYTES / 3) * 4 + 4);
    expect(ZWebToShell.safeParse({ v: 1, type: 'download', id: 'a', file: { ...file, dataBase64: big } }).success).toBe(
      false,
    );
  });
});
