import type { TLanguage } from '@openportal/contract';
import en, { type TSupportSharedTexts } from './shared/support/en.ts';
import es from './shared/support/es.ts';
import pt from './shared/support/pt.ts';
import ro from './shared/support/ro.ts';
import ru from './shared/support/ru.ts';
import ua from './shared/support/ua.ts';

/**
 * The support texts both sides of the desk show (issue 22): the buckets, the subject, a ticket's
 * number and the ticket statuses. The portal's `support` namespace spreads its language's (one
 * file per language, so a catalogue chunk holds only its own); the back office's catalogue spreads
 * them all from here.
 */
export const SUPPORT_SHARED_TEXTS: Record<TLanguage, TSupportSharedTexts> = { en, es, ro, ru, ua, pt };

const STATUS_KEYS: Record<string, keyof TSupportSharedTexts['statuses']> = {
  Open: 'open',
  'On Hold': 'onHold',
  Closed: 'closed',
  'CLOSED-NO REPLY': 'closedNoReply',
};

/** The catalogue key (under `support.`) of a ticket status: the desk's names have spaces and dashes; another is shown as Open. */
export const supportStatusKey = (status: string) => `support.statuses.${STATUS_KEYS[status] ?? 'open'}` as const;
