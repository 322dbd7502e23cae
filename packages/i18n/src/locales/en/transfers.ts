import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace transfers. */
const catalogue: TCatalogue = {
  transfer: {
    title: 'Transfer between own accounts',
    from: 'From account',
    to: 'To account',
    amount: 'Amount',
    fee: 'Fee',
    max: 'Maximum',
    rate: 'Exchange rate',
    receive: 'You receive',
    submit: 'Transfer',
    success: 'The transfer has been completed.',
    choose: 'Choose an account',
    needTwoAccounts: 'You need two accounts to move money between them.',
    option: '{{currency}} · {{id}} · {{balance}}',
    errors: {
      required: 'Required',
      format: 'Enter an amount such as 10.50',
      tooManyDecimals: 'Too many decimals for this currency',
      notPositive: 'The amount must be greater than zero',
      tooLarge: 'The amount is too large',
      sameAccount: 'Choose two different accounts',
    },
  },
  payment: {
    title: 'Payment Confirmation',
    waiting: 'Confirm this payment on your linked device.',
    pendingNote: 'Until then the amount is reserved and the history shows the payment as pending.',
    success: 'Successfully submitted',
    failed: 'Failed transaction. {{reason}}',
    close: 'Close',
  },
};
export default catalogue;
