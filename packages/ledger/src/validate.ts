import { TRANSACTION_TYPES } from '@openportal/contract';
import { LEDGER_LIMITS, type TMove, type TPostRequest } from './types.ts';

const INT8_MAX = 9223372036854775807n;

/** Checks a post request's shape; returns the name of the first bad field, or null. */
export function invalidPostField(req: TPostRequest): string | null {
  if (!boundedText(req.idempotencyScope, LEDGER_LIMITS.idempotencyScopeLength, 1)) return 'idempotencyScope';
  if (!boundedText(req.idempotencyKey, LEDGER_LIMITS.idempotencyKeyLength, 1)) return 'idempotencyKey';
  if (!(TRANSACTION_TYPES as readonly string[]).includes(req.type)) return 'type';
  if (!boundedText(req.description ?? '', LEDGER_LIMITS.descriptionLength, 0)) return 'description';
  if (req.metadata !== undefined && !validMetadata(req.metadata)) return 'metadata';
  if (req.expiresAt !== undefined && (!req.pending || Number.isNaN(req.expiresAt.getTime()))) return 'expiresAt';
  if (req.references !== undefined && !validReferences(req.references)) return 'references';
  return invalidMovesField(req.moves);
}

export function invalidMovesField(moves: readonly TMove[]): string | null {
  if (!Array.isArray(moves) || moves.length === 0 || moves.length > LEDGER_LIMITS.movesPerTransaction) return 'moves';
  for (const m of moves) {
    if (typeof m.amountMinor !== 'bigint' || m.amountMinor <= 0n || m.amountMinor > INT8_MAX) return 'amountMinor';
    if (typeof m.fromAccountId !== 'bigint' || typeof m.toAccountId !== 'bigint') return 'accountId';
    if (m.type !== undefined && !(TRANSACTION_TYPES as readonly string[]).includes(m.type)) return 'type';
  }
  return null;
}

function boundedText(value: unknown, max: number, min: number): boolean {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

function validMetadata(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  try {
    return Buffer.byteLength(JSON.stringify(value)) <= LEDGER_LIMITS.metadataBytes;
  } catch {
    return false;
  }
}

const REFERENCE_NAMES = new Set(['batchId', 'invoiceId', 'counterparty', 'externalReference']);

function validReferences(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([name, text]) =>
      REFERENCE_NAMES.has(name) && (text === undefined || boundedText(text, LEDGER_LIMITS.referenceLength, 1)),
  );
}
