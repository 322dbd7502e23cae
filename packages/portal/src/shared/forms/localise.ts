import { messageCode } from '@openportal/contract';
import type { TMessageKeys } from '@openportal/contract-client';
import { translateServerText, type TTranslate } from '../api/messages.ts';

/** Message codes many calls share; a screen's own table comes first. */
const SHARED_KEYS: TMessageKeys = { required: 'common.required' };

/**
 * A contract (or server) message in the language shown, by its code (`messageCode`): the
 * screen's keys, then the shared ones, then the server catalogue (errors.*); a text the contract
 * does not name stays as sent.
 */
export function localiseMessage(message: string, keys: TMessageKeys, t: TTranslate): string {
  const code = messageCode(message);
  const key = code && (keys[code] ?? SHARED_KEYS[code]);
  return key ? t(key) : translateServerText(message, t);
}
