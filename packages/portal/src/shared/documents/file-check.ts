import { DOCUMENT_UPLOAD, sniffDocumentType } from '@openportal/contract';

/** Why a chosen file may not be sent (the server checks the same, by content): too big or not JPEG, PNG, PDF. */
export type TFileProblem = 'size' | 'type' | null;

/** Checks a file before sending: at most 10 MiB, and its first bytes those of a JPEG, PNG or PDF. */
export async function checkDocumentFile(file: Blob): Promise<TFileProblem> {
  if (file.size > DOCUMENT_UPLOAD.maxBytesPerSide) return 'size';
  const head = new Uint8Array(await file.slice(0, DOCUMENT_UPLOAD.sniffBytes).arrayBuffer());
  return sniffDocumentType(head) ? null : 'type';
}

/** A size in binary units (spec 1 §9: document sizes are displayed in binary units). */
export function binarySize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
