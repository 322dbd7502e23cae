import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_INIT_DELAY_MS, SHELL_REQUEST_TIMEOUT_MS } from '@openportal/contract';
import { fakeApp } from '../../test/fake-shell.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pdf = { name: 'terms.pdf', mimeType: 'application/pdf', dataBase64: 'JVBERi0xLjQK' };

describe('mobile-shell bridge (spec 1 §1)', () => {
  it('initialises the shell 100 ms after start, not before, and learns what the app does', async () => {
    const app = fakeApp((m) =>
      m.type === 'ready' ? { type: 'init', platform: 'ios', appVersion: '3.1', kinds: ['login'] } : undefined,
    );
    await vi.advanceTimersByTimeAsync(SHELL_INIT_DELAY_MS - 1);
    expect(app.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(app.sent).toEqual([{ v: 1, type: 'ready', brand: 'paywave', language: 'en' }]);
    expect([app.bridge.can('login'), app.bridge.can('downloads')]).toEqual([true, false]);
  });

  it('signs in with the tokens the app answers, and reads a cancel as failed', async () => {
    const token = 'eyJ'.padEnd(40, 'x');
    const app = fakeApp((m) =>
      m.type === 'loginRequest' ? { type: 'tokens', id: m.id, accessToken: token } : undefined,
    );
    expect(await app.bridge.login()).toEqual({ kind: 'tokens', accessToken: token });
    const cancel = fakeApp((m) =>
      m.type === 'loginRequest' ? { type: 'result', id: m.id, ok: false, reason: 'cancelled' } : undefined,
    );
    expect(await cancel.bridge.login()).toEqual({ kind: 'failed', reason: 'cancelled' });
  });

  it('hands a download over and waits for its result; no answer in time is a failure', async () => {
    const app = fakeApp((m) => (m.type === 'download' ? { type: 'result', id: m.id, ok: true } : undefined));
    expect(await app.bridge.download(pdf)).toBe(true);
    expect(app.sent.at(-1)).toMatchObject({ type: 'download', file: pdf });
    const silent = fakeApp();
    const pending = silent.bridge.download(pdf);
    await vi.advanceTimersByTimeAsync(SHELL_REQUEST_TIMEOUT_MS.other);
    expect(await pending).toBe(false);
  });

  it('scans a document and adds a card to the wallet', async () => {
    const app = fakeApp((m) =>
      m.type === 'scanDocument'
        ? { type: 'scanned', id: m.id, file: { ...pdf, name: 'scan.pdf' } }
        : m.type === 'addCardToWallet'
          ? { type: 'result', id: m.id, ok: true }
          : undefined,
    );
    expect(await app.bridge.scanDocument('1')).toMatchObject({ name: 'scan.pdf' });
    expect(await app.bridge.addCardToWallet('c1', '4242')).toBe(true);
  });

  it('drops what does not parse, both ways, and what is not from the app', async () => {
    const app = fakeApp((m) => (m.type === 'loginRequest' ? '{"v":1,"type":"tokens","accessToken":1}' : undefined));
    const login = app.bridge.login();
    await vi.advanceTimersByTimeAsync(0);
    expect(app.rejected).toEqual(['in']);
    // An answer from another origin with the right id is not heard either.
    const id = (app.sent.at(-1) as { id: string }).id;
    app.deliver(JSON.stringify({ v: 1, type: 'tokens', id, accessToken: 'y'.repeat(40) }), 'https://evil.example');
    await vi.advanceTimersByTimeAsync(SHELL_REQUEST_TIMEOUT_MS.login);
    expect(await login).toEqual({ kind: 'failed', reason: 'failed' });
    // Out: a link that is not http(s) never reaches the app.
    app.bridge.openExternal('javascript:alert(1)');
    expect(app.sent.some((m) => m.type === 'openExternal')).toBe(false);
    expect(app.rejected).toEqual(['in', 'out']);
  });

  it("hears the app's logout", () => {
    const app = fakeApp();
    const heard = vi.fn();
    app.bridge.onLogout(heard);
    // An object (another library's frame message) is not the bridge's: ignored, not even logged.
    app.deliver({ v: 1, type: 'logout' });
    expect([heard.mock.calls.length, app.rejected]).toEqual([0, []]);
    app.say({ type: 'logout' });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
