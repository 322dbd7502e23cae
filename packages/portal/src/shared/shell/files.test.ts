import { describe, expect, it, vi } from 'vitest';
import { NO_SHELL } from './bridge.ts';
import { base64ToBlob, blobToBase64, saveFile } from './files.ts';
import { fakeApp } from '../../test/fake-shell.ts';

const pdfBlob = () => new Blob(['%PDF-1.4\n%fake\n'], { type: 'application/pdf' });

describe('downloads in the mobile shell', () => {
  it('round-trips bytes through base64', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    const back = base64ToBlob({
      name: 'x.bin',
      mimeType: 'application/octet-stream',
      dataBase64: await blobToBase64(new Blob([bytes])),
    });
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(bytes);
  });

  it('hands the file to an app that does downloads, and the browser saves nothing', async () => {
    const app = fakeApp((m) =>
      m.type === 'ready'
        ? { type: 'init', platform: 'android', appVersion: '1', kinds: ['downloads'] }
        : m.type === 'download'
          ? { type: 'result', id: m.id, ok: true }
          : undefined,
    );
    await vi.waitFor(() => expect(app.bridge.can('downloads')).toBe(true));
    const browser = vi.fn();
    expect(await saveFile(app.bridge, pdfBlob(), 'terms.pdf', browser)).toBe(true);
    expect(browser).not.toHaveBeenCalled();
    const sent = app.sent.find((m) => m.type === 'download');
    expect(sent).toMatchObject({ file: { name: 'terms.pdf', mimeType: 'application/pdf' } });
    expect(atob((sent as { file: { dataBase64: string } }).file.dataBase64).startsWith('%PDF-')).toBe(true);
  });

  it("falls back to the browser's download outside the shell or when the app fails", async () => {
    const browser = vi.fn();
    await saveFile(NO_SHELL, pdfBlob(), 'a.pdf', browser);
    expect(browser).toHaveBeenCalledWith(expect.any(Blob), 'a.pdf');
    const app = fakeApp((m) =>
      m.type === 'ready'
        ? { type: 'init', platform: 'ios', appVersion: '1', kinds: ['downloads'] }
        : m.type === 'download'
          ? { type: 'result', id: m.id, ok: false, reason: 'failed' }
          : undefined,
    );
    await vi.waitFor(() => expect(app.bridge.can('downloads')).toBe(true));
    await saveFile(app.bridge, pdfBlob(), 'b.pdf', browser);
    expect(browser).toHaveBeenLastCalledWith(expect.any(Blob), 'b.pdf');
  });
});
