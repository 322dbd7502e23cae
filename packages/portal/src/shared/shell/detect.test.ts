import { describe, expect, it } from 'vitest';
import { detectShell, findTransport, SHELL_TAB_KEY, type TShellWindow } from './detect.ts';
import { memoryStorage } from '../../test/fake-api.ts';

const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';
function page(extra: Partial<TShellWindow> & { search?: string; ua?: string } = {}): TShellWindow {
  const { search = '', ua = CHROME, ...rest } = extra;
  const win: TShellWindow = {
    location: { search, origin: 'https://paywave.example' },
    navigator: { userAgent: ua },
    parent: null,
    ...rest,
  };
  if (win.parent === null) win.parent = win;
  return win;
}

describe('shell detection (spec 1 §1; docs/decisions/mobile-shell.md)', () => {
  it('is off in a plain browser tab', () => {
    expect(detectShell(page(), memoryStorage())).toBeNull();
    expect(findTransport(page())).toBeNull();
  });

  it("finds the app's injected object, React Native's, the user-agent token and the query flag", () => {
    const posted: string[] = [];
    const injected = page({ OpenPortalShell: { postMessage: (t: string) => posted.push(t) } });
    expect(detectShell(injected, memoryStorage())).toBe('injected');
    findTransport(injected)?.post('hello');
    expect(posted).toEqual(['hello']);
    expect(detectShell(page({ ReactNativeWebView: { postMessage: () => undefined } }), memoryStorage())).toBe(
      'injected',
    );
    expect(detectShell(page({ ua: `${CHROME} OpenPortalShell/2.4.0` }), memoryStorage())).toBe('userAgent');
    expect(detectShell(page({ ua: `${CHROME} OpenPortalShellX` }), memoryStorage())).toBeNull();
    expect(detectShell(page({ search: '?shell=1' }), memoryStorage())).toBe('query');
  });

  it('keeps the query flag for the tab until ?shell=0', () => {
    const tab = memoryStorage();
    detectShell(page({ search: '?shell=1' }), tab);
    expect(tab.getItem(SHELL_TAB_KEY)).toBe('1');
    expect(detectShell(page({ search: '?next=/legal' }), tab)).toBe('query');
    expect(detectShell(page({ search: '?shell=0' }), tab)).toBeNull();
  });

  it('in a frame, talks to the parent of the same origin only', () => {
    const sent: Array<[string, string]> = [];
    const parent = { postMessage: (t: string, o: string) => sent.push([t, o]) };
    const framed = page({ search: '?shell=1', parent });
    const transport = findTransport(framed)!;
    transport.post('x');
    expect(sent).toEqual([['x', 'https://paywave.example']]);
    const from = (source: unknown, origin: string) => ({ source, origin }) as unknown as MessageEvent;
    expect(transport.isFromShell(from(parent, 'https://paywave.example'))).toBe(true);
    expect(transport.isFromShell(from(parent, 'https://evil.example'))).toBe(false);
    expect(transport.isFromShell(from({}, 'https://paywave.example'))).toBe(false);
  });
});
