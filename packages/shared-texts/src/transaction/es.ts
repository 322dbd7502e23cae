import type { TTransactionTexts } from './en.ts';

/** es: the words of a transaction both the portal's history and core's receipt PDF show (see en.ts). */
const texts: TTransactionTexts = {
  transaction: 'Transacción',
  between: 'Entre sus cuentas',
  account: 'Cuenta',
  external: 'Fuera del banco',
  from: 'De',
  to: 'Para',
  amount: 'Importe',
  received: 'Recibido',
  fee: 'Comisión',
  rate: 'Tipo de cambio',
  status: 'Estado',
  type: 'Tipo',
  date: 'Fecha',
  reference: 'Referencia',
  note: 'Nota',
  initiatedBy: 'Iniciada por',
  approval: 'Aprobación',
  approvalStatus: { pending: 'Esperando aprobación', approved: 'Aprobada', denied: 'Denegada', expired: 'Caducada' },
  types: {
    betweenAccounts: 'Entre cuentas propias',
    fees: 'Comisiones',
    p2p: 'A otro usuario',
    external: 'Transferencia externa',
    card: 'Tarjeta',
    invoice: 'Factura',
    deposit: 'Depósito',
    adjustment: 'Ajuste',
  },
  statuses: { completed: 'Completada', pending: 'Pendiente', rejected: 'Rechazada', reversed: 'Revertida' },
};
export default texts;
