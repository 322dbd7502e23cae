import { FIELD_MESSAGES } from '@openportal/contract';
import { AppError } from '../platform/app-error.ts';

/** The types an application document may be, told by its first bytes (never by its name or declared type). */
const SIGNATURES: ReadonlyArray<{ type: string; ext: string; bytes: readonly number[] }> = [
  { type: 'application/pdf', ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

const refuse = (message: string) =>
  new AppError('VF', 'validationFailed', { validationErrors: [{ field: 'file', message }] });

/** The content's type (PDF, PNG or JPEG) from its magic bytes; anything else is refused. */
export function sniffDocument(data: Uint8Array): { type: string; ext: string } {
  if (data.length === 0) throw refuse('The file is empty');
  const hit = SIGNATURES.find((s) => s.bytes.every((b, i) => data[i] === b));
  if (!hit) throw refuse('This file type is not accepted');
  return hit;
}

/**
 * The uploader's file name kept as data only (shown, offered on download; never a path): its
 * last segment, without control characters, at most 120 characters; a fallback when nothing is left.
 */
export function safeFilename(name: string, ext: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const clean = last
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-120);
  return clean === '' || clean === '.' || clean === '..' ? `document.${ext}` : clean;
}

/** An application holds at most this many documents. */
export const MAX_DOCUMENTS = 20;
export const tooManyDocuments = () => refuse(FIELD_MESSAGES.listMax);
