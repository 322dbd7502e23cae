import { SHELL_FILE_MAX_BYTES, type TShellFile } from '@openportal/contract';
import type { TShellBridge } from './bridge.ts';

/** base64 of a blob's bytes, in slices (a spread of megabytes would overflow the call stack). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** base64 back to bytes (a scanned document, to upload). */
export function base64ToBlob(file: TShellFile): Blob {
  const text = atob(file.dataBase64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return new Blob([bytes], { type: file.mimeType });
}

/** The browser's own download of a blob under its name. */
export function browserSave(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves a downloaded file: in the mobile shell that does downloads, the app gets it over the
 * bridge (a web view saves nothing itself); anywhere else, or when the app could not, the
 * browser's download. True when the file went one way or the other.
 */
export async function saveFile(shell: TShellBridge, blob: Blob, name: string, save = browserSave): Promise<boolean> {
  if (shell.active && shell.can('downloads') && blob.size <= SHELL_FILE_MAX_BYTES) {
    const mimeType = /^[a-z]+\/[a-z0-9.+-]+$/i.test(blob.type) ? blob.type : 'application/octet-stream';
    if (await shell.download({ name, mimeType, dataBase64: await blobToBase64(blob) })) return true;
  }
  save(blob, name);
  return true;
}
