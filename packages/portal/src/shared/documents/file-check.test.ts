import { describe, expect, it } from 'vitest';
import { binarySize, checkDocumentFile } from './file-check.ts';

describe('checkDocumentFile', () => {
  it('takes JPEG, PNG and PDF by their first bytes, whatever the name or type says', async () => {
    expect(
      await checkDocumentFile(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'text/plain' })),
    ).toBeNull();
    expect(await checkDocumentFile(new Blob(['%PDF-1.7']))).toBeNull();
    expect(await checkDocumentFile(new Blob(['MZ'], { type: 'image/png' }))).toBe('type');
  });
  it('refuses more than 10 MiB', async () => {
    expect(await checkDocumentFile(new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]))).toBe('size');
  });
  it('shows sizes in binary units', () => {
    expect([binarySize(500), binarySize(2048), binarySize(3 * 1024 * 1024)]).toEqual(['500 B', '2.0 KiB', '3.0 MiB']);
  });
});
