import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { contentMatches, DEFAULT_CONTENT_TYPES, normaliseContentType, SNIFF_BYTES } from './content-type.ts';

export interface FileMeta {
  id: string;
  contentType: string;
  name: string | null;
  sizeBytes: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  createdAt: Date;
}

export type FileBody = Uint8Array | AsyncIterable<Uint8Array> | Readable;

export interface PutFile {
  body: FileBody;
  /** Declared type; must be allowed and, for sniffable types, match the first bytes. */
  contentType: string;
  /** The uploader's file name, kept for downloads (at most 255 characters). */
  name?: string;
}

export interface FileStore {
  /** Stores a file, reading the body as it comes; refuses it (storing nothing) beyond the limits. */
  put(file: PutFile): Promise<FileMeta>;
  /** The file's metadata and its content as a stream, or null when there is none. */
  get(id: string): Promise<{ meta: FileMeta; stream: Readable } | null>;
  stat(id: string): Promise<FileMeta | null>;
  /** True when a file was deleted. */
  delete(id: string): Promise<boolean>;
  /** Removes what puts that died midway left behind, older than `olderThan`; returns how many. */
  sweep(olderThan: Date, limit?: number): Promise<number>;
}

export interface FileStoreLimits {
  /** Largest file accepted; default 10 MiB, at most FILE_LIMITS.maxBytesCeiling. */
  maxBytes?: number;
  /** Accepted content types; default DEFAULT_CONTENT_TYPES. */
  contentTypes?: readonly string[];
}

export const FILE_LIMITS = {
  defaultMaxBytes: 10 * 1024 * 1024,
  maxBytesCeiling: 100 * 1024 * 1024,
  /** Content is written and read in pieces of this size (the database's chunk rows). */
  chunkBytes: 256 * 1024,
  nameLength: 255,
  sweepBatchMax: 1000,
} as const;

export type TFileError = 'tooLarge' | 'contentType' | 'contentMismatch' | 'empty' | 'badName';

export class FileStoreError extends Error {
  readonly code: TFileError;
  constructor(code: TFileError, message: string) {
    super(message);
    this.code = code;
    this.name = 'FileStoreError';
  }
}

export interface ResolvedLimits {
  maxBytes: number;
  contentTypes: ReadonlySet<string>;
}

export function resolveLimits(limits: FileStoreLimits = {}): ResolvedLimits {
  const maxBytes = limits.maxBytes ?? FILE_LIMITS.defaultMaxBytes;
  if (!Number.isInteger(maxBytes) || maxBytes < 1 || maxBytes > FILE_LIMITS.maxBytesCeiling)
    throw new RangeError(`maxBytes must be 1..${FILE_LIMITS.maxBytesCeiling}`);
  const types = (limits.contentTypes ?? DEFAULT_CONTENT_TYPES).map((t) => normaliseContentType(t));
  if (types.some((t) => t === null)) throw new RangeError('bad content type in limits');
  return { maxBytes, contentTypes: new Set(types as string[]) };
}

/** Checks what can be checked before reading the body; answers the normalised type and name. */
export function checkPut(file: PutFile, limits: ResolvedLimits): { contentType: string; name: string | null } {
  const contentType = normaliseContentType(file.contentType);
  if (!contentType || !limits.contentTypes.has(contentType))
    throw new FileStoreError('contentType', `content type not accepted: ${file.contentType.slice(0, 100)}`);
  const name = file.name ?? null;
  // eslint-disable-next-line no-control-regex
  if (name !== null && (name.length === 0 || name.length > FILE_LIMITS.nameLength || /[\u0000-\u001f/\\]/.test(name)))
    throw new FileStoreError('badName', 'bad file name');
  return { contentType, name };
}

/**
 * Reads a body as chunks of exactly `chunkBytes` (the last one shorter), counting, hashing and
 * checking the first bytes against the type; throws FileStoreError past `maxBytes` (having read
 * at most one chunk more). `done()` answers size and hash once the body is read.
 */
export function chunked(body: FileBody, contentType: string, limits: ResolvedLimits) {
  const hash = createHash('sha256');
  let size = 0;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    let sniffed = false;
    const flush = (n: number) => {
      const all = Buffer.concat(pending, pendingBytes);
      const out = all.subarray(0, n);
      pending = [all.subarray(n)];
      pendingBytes -= n;
      return out;
    };
    for await (const piece of body instanceof Uint8Array ? [body] : body) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece) : (piece as Uint8Array);
      size += bytes.length;
      if (size > limits.maxBytes) throw new FileStoreError('tooLarge', `file larger than ${limits.maxBytes} bytes`);
      hash.update(bytes);
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (!sniffed && pendingBytes >= SNIFF_BYTES) sniffed = sniff(contentType, Buffer.concat(pending));
      while (pendingBytes >= FILE_LIMITS.chunkBytes) yield flush(FILE_LIMITS.chunkBytes);
    }
    if (size === 0) throw new FileStoreError('empty', 'empty file');
    if (!sniffed) sniff(contentType, Buffer.concat(pending));
    if (pendingBytes > 0) yield flush(pendingBytes);
  }
  return { chunks: chunks(), done: () => ({ sizeBytes: size, sha256: hash.digest('hex') }) };
}

function sniff(contentType: string, head: Uint8Array): true {
  if (!contentMatches(contentType, head.subarray(0, SNIFF_BYTES)))
    throw new FileStoreError('contentMismatch', `content is not ${contentType}`);
  return true;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** File ids are UUIDs; anything else names no file (and never reaches a path or a query). */
export const isFileId = (id: string) => UUID.test(id);
