import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace history. */
const catalogue: TCatalogue = {
  history: {
    title: 'Historial',
    empty: 'No se encontraron transacciones.',
    apply: 'Aplicar',
    reset: 'Restablecer',
    filters: 'Filtros',
    filtersActive: 'Filtros ({{n}})',
    total_one: '{{count}} transacción',
    total_many: '{{count}} de transacciones',
    total_other: '{{count}} transacciones',
    filter: {
      account: 'Cuenta',
      keyword: 'Palabra clave',
      type: 'Tipo',
      fromDate: 'Desde',
      toDate: 'Hasta',
      fromAmount: 'Importe desde',
      toAmount: 'Importe hasta',
      direction: 'Dirección',
      status: 'Estado',
      email: 'Correo electrónico',
    },
    column: {
      date: 'Fecha',
      description: 'Descripción',
      account: 'Cuenta',
      type: 'Tipo',
      status: 'Estado',
      amount: 'Importe',
    },
    accountLabel: '{{account}} · {{currency}}',
    description: {
      betweenAccounts_out: 'A la cuenta {{account}}',
      betweenAccounts_in: 'Desde la cuenta {{account}}',
    },
    direction: {
      in: 'Entrante',
      out: 'Saliente',
    },
    type: {
      betweenAccounts: 'Entre cuentas propias',
      fees: 'Comisiones',
      p2p: 'A otro usuario',
      external: 'Transferencia externa',
      card: 'Tarjeta',
      invoice: 'Factura',
      deposit: 'Depósito',
      adjustment: 'Ajuste',
    },
    status: {
      completed: 'Completada',
      pending: 'Pendiente',
      rejected: 'Rechazada',
      reversed: 'Revertida',
    },
  },
};
export default catalogue;
