import type { TAnalyticsClient } from './client.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';

/**
 * Analytics consent (spec 3 §7; ours): where the brand's manifest asks for it
 * (`analyticsConsent`), the client sends nothing until the user accepts in the banner; the answer
 * is remembered in this browser (localStorage), and a refusal drops what was queued.
 */
export type TConsentAnswer = 'granted' | 'refused';

export function storedConsent(storage: Pick<Storage, 'getItem'>): TConsentAnswer | null {
  const v = storage.getItem(STORAGE_KEYS.analyticsConsent);
  return v === 'granted' || v === 'refused' ? v : null;
}

/** Whether the client may send from the start: the brand does not ask, or the user accepted before. */
export const startsConsented = (asks: boolean, storage: Pick<Storage, 'getItem'>) =>
  !asks || storedConsent(storage) === 'granted';

/** Whether the banner is to be shown: the brand asks and the user has not answered yet. */
export const needsConsent = (asks: boolean, storage: Pick<Storage, 'getItem'>) =>
  asks && storedConsent(storage) === null;

/** Records the answer and tells the client (true: queued events may go; false: they are dropped). */
export function answerConsent(
  storage: Pick<Storage, 'setItem'>,
  analytics: Pick<TAnalyticsClient, 'consent'>,
  answer: TConsentAnswer,
): void {
  storage.setItem(STORAGE_KEYS.analyticsConsent, answer);
  analytics.consent(answer === 'granted');
}
