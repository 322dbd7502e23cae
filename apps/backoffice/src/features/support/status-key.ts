import type { AGENT_TICKET_STATUSES } from '@openportal/contract';

const KEYS: Record<(typeof AGENT_TICKET_STATUSES)[number], string> = {
  Open: 'support.statuses.open',
  'On Hold': 'support.statuses.onHold',
  Closed: 'support.statuses.closed',
  'CLOSED-NO REPLY': 'support.statuses.closedNoReply',
};

/** The catalogue key of a ticket status (the desk's names have spaces and dashes). */
export const statusKey = (status: string) => KEYS[status as keyof typeof KEYS] ?? 'support.statuses.open';
