import { TRANSACTION_TEXTS_ES } from '@openportal/shared-texts';
import type { TCatalogue } from '../../catalogue.ts';

/** A transaction's words (labels, types, statuses) are core's receipt's too: @openportal/shared-texts. */
const { transaction, types, statuses, ...detail } = TRANSACTION_TEXTS_ES;

/** es, namespace history. */
const catalogue: TCatalogue = {
  history: {
    detail: { title: transaction, ...detail, receipt: 'Descargar comprobante (PDF)' },
    authorizations: {
      title: 'Autorizaciones de tarjeta en esta cuenta',
      empty: 'Aún no hay autorizaciones de tarjeta en esta cuenta.',
      error: 'No se pudieron mostrar las autorizaciones. Inténtelo más tarde.',
      status: { pending: 'Pendiente', settled: 'Liquidada', reversed: 'Revertida', declined: 'Rechazada' },
    },
    statements: {
      title: 'Extractos mensuales',
      allAccounts: 'Todas las cuentas',
      empty: 'Aún no hay extractos: cada uno se genera al terminar su mes.',
      month: '{{month}} · cuenta {{account}}',
      download: 'Descargar PDF',
      preparing: 'En preparación…',
    },
    export: {
      title: 'Exportar',
      format: 'Archivo',
      start: 'Exportar',
      preparing: 'Preparando la exportación…',
      progress: '{{done}} de {{total}} filas',
      ready: 'La exportación está lista.',
      failed: 'La exportación ha fallado. Inténtalo de nuevo.',
      download: 'Descargar',
      email: 'Enviar por e-mail',
      send: 'Enviar',
      sent: 'Enviado a {{email}}.',
    },
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
    type: types,
    status: statuses,
  },
};
export default catalogue;
