import { supportTicketFields } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { SupportDeps } from '../module.ts';

/** GET /ticketsFields: the fields of the compose form (ours: the desk has no custom fields). */
const FIELDS = [
  { apiName: 'subject', displayLabel: 'Subject', type: 'text' },
  { apiName: 'description', displayLabel: 'Message', type: 'textarea' },
  { apiName: 'uploads', displayLabel: 'Attachments', type: 'file' },
];

export const supportTicketFieldsOp = (_deps: SupportDeps) =>
  operation(supportTicketFields, async () => ({ responseCode: '00' as const, fields: FIELDS }));
