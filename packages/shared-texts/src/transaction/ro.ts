import type { TTransactionTexts } from './en.ts';

/** ro: the words of a transaction both the portal's history and core's receipt PDF show (see en.ts). */
const texts: TTransactionTexts = {
  transaction: 'Tranzacție',
  between: 'Între conturile dvs.',
  account: 'Cont',
  external: 'În afara băncii',
  from: 'De la',
  to: 'Către',
  amount: 'Sumă',
  received: 'Primit',
  fee: 'Comision',
  rate: 'Curs de schimb',
  status: 'Stare',
  type: 'Tip',
  date: 'Data',
  reference: 'Referință',
  note: 'Notă',
  initiatedBy: 'Inițiată de',
  approval: 'Aprobare',
  approvalStatus: { pending: 'Așteaptă aprobarea', approved: 'Aprobată', denied: 'Refuzată', expired: 'Expirată' },
  types: {
    betweenAccounts: 'Între conturile proprii',
    fees: 'Comisioane',
    p2p: 'Către alt utilizator',
    external: 'Transfer extern',
    card: 'Card',
    invoice: 'Factură',
    deposit: 'Depunere',
    adjustment: 'Ajustare',
  },
  statuses: { completed: 'Finalizată', pending: 'În așteptare', rejected: 'Respinsă', reversed: 'Anulată' },
};
export default texts;
