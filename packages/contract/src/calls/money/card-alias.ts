import { z } from 'zod';
import { ZOk } from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { methodGroup } from '../define.ts';

const call = methodGroup('spec2 §7 Accounts and cards: card');

/**
 * Card: set alias name (spec 2 §7). Our choice: any own open account may be named this way;
 * balanceInquiry answers the name as `cardAliasName`, and home shows it as the account's name.
 */
export const cardAliasNameSet = call(
  'cardAliasNameSet',
  z.strictObject({
    accountId: ZAccountId,
    cardAliasName: z.string().trim().min(1, 'Name is required').max(50, 'At most 50 characters'),
  }),
  ZOk,
  { rights: 'write' },
);
