import { describe, expect, it } from 'vitest';
import { documentNeedsBack, documentTypeAllowedFor, sniffDocumentType } from './documents.ts';

describe('document upload rules', () => {
  it('knows a file by its first bytes, not its name', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });
  it('wants the back of types 4 and 5 and allows 88 only for RU and UA', () => {
    expect([1, 4, 5, 88].map(documentNeedsBack)).toEqual([false, true, true, false]);
    expect(['RU', 'ua', 'LT', null].map((c) => documentTypeAllowedFor(88, c))).toEqual([true, true, false, false]);
    expect(documentTypeAllowedFor(1, 'LT')).toBe(true);
  });
});
