/** en: the words of a transaction both the portal's history (packages/i18n) and core's receipt PDF (packages/messages) show. */
const texts = {
  transaction: 'Transaction',
  between: 'Between your accounts',
  account: 'Account',
  external: 'Outside the bank',
  from: 'From',
  to: 'To',
  amount: 'Amount',
  received: 'Received',
  fee: 'Fee',
  rate: 'Exchange rate',
  status: 'Status',
  type: 'Type',
  date: 'Date',
  reference: 'Reference',
  note: 'Note',
  initiatedBy: 'Initiated by',
  approval: 'Approval',
  approvalStatus: { pending: 'Waiting for approval', approved: 'Approved', denied: 'Denied', expired: 'Expired' },
  types: {
    betweenAccounts: 'Between own accounts',
    fees: 'Fees',
    p2p: 'To another user',
    external: 'External transfer',
    card: 'Card',
    invoice: 'Invoice',
    deposit: 'Deposit',
    adjustment: 'Adjustment',
  },
  statuses: { completed: 'Completed', pending: 'Pending', rejected: 'Rejected', reversed: 'Reversed' },
};

/** The shape every language has (English's keys). */
export type TTransactionTexts = typeof texts;
export default texts;
