import { TRANSACTION_TEXTS_EN } from '@openportal/shared-texts';
import type { TCatalogue } from '../../catalogue.ts';

/** A transaction's words (labels, types, statuses) are core's receipt's too: @openportal/shared-texts. */
const { transaction, types, statuses, ...detail } = TRANSACTION_TEXTS_EN;

/** en, namespace history. */
const catalogue: TCatalogue = {
  history: {
    detail: { title: transaction, ...detail, receipt: 'Download receipt (PDF)' },
    authorizations: {
      title: 'Card authorizations on this account',
      empty: 'No card authorization on this account yet.',
      error: 'The authorizations could not be shown. Try again later.',
      status: { pending: 'Pending', settled: 'Settled', reversed: 'Reversed', declined: 'Declined' },
    },
    statements: {
      title: 'Monthly statements',
      allAccounts: 'All accounts',
      empty: 'No statements yet: each is made after its month ends.',
      month: '{{month}} · account {{account}}',
      download: 'Download PDF',
      preparing: 'Being prepared…',
    },
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
    type: types,
    status: statuses,
  },
};
export default catalogue;
