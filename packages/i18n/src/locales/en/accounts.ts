import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    recentP2p: 'Recent payments to people',
    noRecentP2p: 'No payments to people yet.',
    total: 'Total balance',
    rate: 'Rate',
    notConverted: 'Not included (no exchange rate now): {{currencies}}',
    accounts: 'Your accounts',
    actions: 'Quick actions',
    title: 'Accounts',
    empty: 'You have no accounts yet.',
    recent: 'Recent activity',
    accountsCount_one: '{{count}} account',
    accountsCount_other: '{{count}} accounts',
  },
  accounts: {
    rename: 'Rename',
    renameLabel: 'Rename {{name}}',
    chart: 'Balance over time, {{name}}: from {{from}} to {{to}}',
    chartTitle: 'Balance over time',
    balance: 'Balance',
    pending: 'Pending',
    account: 'Account {{id}}',
  },
  addCurrency: {
    title: 'Add a currency',
    currency: 'Currency',
    submit: 'Add',
    added: '{{currency}} account added.',
  },
  quickActions: {
    transfer: 'Transfer',
    addCurrency: 'Add currency',
    history: 'All activity',
  },
  rename: {
    title: 'Rename account',
    name: 'Account name',
    save: 'Save',
    cancel: 'Cancel',
    done: 'Account renamed.',
    errors: {
      required: 'Enter a name.',
      tooLong: 'At most 50 characters.',
    },
  },
  fund: {
    open: 'Add money',
    openLabel: 'Add money to {{name}}',
    title: 'Add money to {{name}}',
    intro:
      'Send {{currency}} by bank transfer to these details. Put the reference in the payment so the money reaches this account.',
    none: 'There are no bank details for {{currency}} yet.',
    error: 'The bank details could not be shown. Try again later.',
    beneficiary: 'Beneficiary',
    accountNumber: 'Account number',
    reference: 'Reference',
    bankName: 'Bank',
    swift: 'SWIFT',
    branch: 'Branch',
    bankAddress: 'Bank address',
    cryptoShow: 'Show the deposit address',
    cryptoIntro: 'Send only {{currency}} to this address.',
    close: 'Close',
    ratesIntro: 'Money sent in another currency is exchanged into {{currency}} at:',
    rate: '1 {{from}} = {{rate}} {{to}}',
  },
};
export default catalogue;
