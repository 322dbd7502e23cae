import { TRANSACTION_TEXTS_RO } from '@openportal/shared-texts';
import type { TCatalogue } from '../../catalogue.ts';

/** A transaction's words (labels, types, statuses) are core's receipt's too: @openportal/shared-texts. */
const { transaction, types, statuses, ...detail } = TRANSACTION_TEXTS_RO;

/** ro, namespace history. */
const catalogue: TCatalogue = {
  history: {
    detail: { title: transaction, ...detail, receipt: 'Descărcați chitanța (PDF)' },
    authorizations: {
      title: 'Autorizări de card pe acest cont',
      empty: 'Nicio autorizare de card pe acest cont încă.',
      error: 'Autorizările nu au putut fi afișate. Încercați mai târziu.',
      status: { pending: 'În așteptare', settled: 'Decontată', reversed: 'Anulată', declined: 'Refuzată' },
    },
    statements: {
      title: 'Extrase lunare',
      allAccounts: 'Toate conturile',
      empty: 'Încă nu există extrase: fiecare se face după sfârșitul lunii sale.',
      month: '{{month}} · cont {{account}}',
      download: 'Descarcă PDF',
      preparing: 'Se pregătește…',
    },
    export: {
      title: 'Export',
      format: 'Fișier',
      start: 'Exportă',
      preparing: 'Se pregătește exportul…',
      progress: '{{done}} din {{total}} rânduri',
      ready: 'Exportul este gata.',
      failed: 'Exportul a eșuat. Încercați din nou.',
      download: 'Descarcă',
      email: 'Trimite pe e-mail',
      send: 'Trimite',
      sent: 'Trimis la {{email}}.',
    },
    title: 'Istoric',
    empty: 'Nu s-au găsit tranzacții.',
    apply: 'Aplică',
    reset: 'Resetează',
    filters: 'Filtre',
    filtersActive: 'Filtre ({{n}})',
    total_one: '{{count}} tranzacție',
    total_few: '{{count}} tranzacții',
    total_other: '{{count}} de tranzacții',
    filter: {
      account: 'Cont',
      keyword: 'Cuvânt cheie',
      type: 'Tip',
      fromDate: 'De la data',
      toDate: 'Până la data',
      fromAmount: 'Suma de la',
      toAmount: 'Suma până la',
      direction: 'Direcție',
      status: 'Stare',
      email: 'E-mail',
    },
    column: {
      date: 'Data',
      description: 'Descriere',
      account: 'Cont',
      type: 'Tip',
      status: 'Stare',
      amount: 'Sumă',
    },
    accountLabel: '{{account}} · {{currency}}',
    description: {
      betweenAccounts_out: 'Către contul {{account}}',
      betweenAccounts_in: 'Din contul {{account}}',
    },
    direction: {
      in: 'Intrare',
      out: 'Ieșire',
    },
    type: types,
    status: statuses,
  },
};
export default catalogue;
