/** Every browser-storage key the portal uses, in one place. */
export const STORAGE_KEYS = {
  language: 'op:lang',
  apiIndex: 'op:apiIndex',
  /** Tests may shorten the idle timeout (never lengthen it). */
  idleTimeoutMs: 'op:idleTimeoutMs',
  /** sessionStorage: the path an unsigned user wanted. */
  rememberedPath: 'op:rememberedPath',
} as const;
