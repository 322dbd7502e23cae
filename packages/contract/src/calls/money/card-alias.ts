import { z } from 'zod';
import { ZOk } from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { methodGroup } from '../define.ts';
import { FIELD_MESSAGES } from '../../field-messages.ts';

const call = methodGroup('money', 'spec2 §7 Accounts and cards: card');

/**
 * Card: set alias name (spec 2 §7). Our choice: any own open account may be named this way;
 * balanceInquiry answers the name as `cardAliasName`, and home shows it as the account's name.
 */
export const cardAliasNameSet = call(
  'cardAliasNameSet',
  z.strictObject({
    accountId: ZAccountId,
    cardAliasName: z.string().trim().min(1, FIELD_MESSAGES.nameRequired).max(50, FIELD_MESSAGES.atMost50),
  }),
  ZOk,
  { rights: 'write' },
);
