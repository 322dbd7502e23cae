import type { Db } from '@openportal/db';
import type { CoreModule } from '../platform/module.ts';
import { balanceInquiryOp } from './operations/balance-inquiry.ts';
import { currencyAccountAddOp } from './operations/currency-account-add.ts';
import { historyGetOp } from './operations/history-get.ts';
import { transferBetweenAccountsFeeOp } from './operations/transfer-between-accounts-fee.ts';
import { transferBetweenAccountsMaxAmountOp } from './operations/transfer-between-accounts-max-amount.ts';
import { transferBetweenAccountsOp } from './operations/transfer-between-accounts.ts';
import { transferExchangeRateGetOp } from './operations/transfer-exchange-rate-get.ts';

export interface MoneyDeps {
  db: Db;
  /** Wakes the outbox dispatcher after a commit that wrote events. */
  afterCommit: () => void;
}

/** Money: accounts (and one more currency), transfers between own accounts (with FX), history. */
export function moneyModule(deps: MoneyDeps): CoreModule {
  return {
    name: 'money',
    operations: [
      balanceInquiryOp(deps),
      transferBetweenAccountsFeeOp(deps),
      transferBetweenAccountsMaxAmountOp(deps),
      transferExchangeRateGetOp(deps),
      transferBetweenAccountsOp(deps),
      historyGetOp(deps),
      currencyAccountAddOp(deps),
    ],
  };
}
