import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace history. */
const catalogue: TCatalogue = {
  history: {
    export: {
      title: 'Export',
      format: 'File',
      start: 'Export',
      preparing: 'Preparing the export…',
      progress: '{{done}} of {{total}} rows',
      ready: 'The export is ready.',
      failed: 'The export failed. Try again.',
      download: 'Download',
      email: 'Send to e-mail',
      send: 'Send',
      sent: 'Sent to {{email}}.',
    },
    title: 'History',
    empty: 'No transactions found.',
    apply: 'Apply',
    reset: 'Reset',
    filters: 'Filters',
    filtersActive: 'Filters ({{n}})',
    total_one: '{{count}} transaction',
    total_other: '{{count}} transactions',
    filter: {
      account: 'Account',
      keyword: 'Keyword',
      type: 'Type',
      fromDate: 'From date',
      toDate: 'To date',
      fromAmount: 'Amount from',
      toAmount: 'Amount to',
      direction: 'Direction',
      status: 'Status',
      email: 'E-mail',
    },
    column: {
      date: 'Date',
      description: 'Description',
      account: 'Account',
      type: 'Type',
      status: 'Status',
      amount: 'Amount',
    },
    accountLabel: '{{account}} · {{currency}}',
    description: {
      betweenAccounts_out: 'To account {{account}}',
      betweenAccounts_in: 'From account {{account}}',
    },
    direction: {
      in: 'Incoming',
      out: 'Outgoing',
    },
    type: {
      betweenAccounts: 'Between own accounts',
      fees: 'Fees',
      p2p: 'To another user',
      external: 'External transfer',
      card: 'Card',
      invoice: 'Invoice',
      deposit: 'Deposit',
      adjustment: 'Adjustment',
    },
    status: {
      completed: 'Completed',
      pending: 'Pending',
      rejected: 'Rejected',
      reversed: 'Reversed',
    },
  },
};
export default catalogue;
