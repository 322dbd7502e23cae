import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    recentP2p: 'Pagos recientes a personas',
    noRecentP2p: 'Aún no hay pagos a personas.',
    total: 'Saldo total',
    rate: 'Tipo de cambio',
    notConverted: 'No incluido (sin tipo de cambio ahora): {{currencies}}',
    accounts: 'Sus cuentas',
    actions: 'Acciones rápidas',
    title: 'Cuentas',
    empty: 'Todavía no tiene cuentas.',
    recent: 'Actividad reciente',
    accountsCount_one: '{{count}} cuenta',
    accountsCount_many: '{{count}} de cuentas',
    accountsCount_other: '{{count}} cuentas',
  },
  accounts: {
    rename: 'Cambiar nombre',
    renameLabel: 'Cambiar nombre de {{name}}',
    chart: 'Saldo a lo largo del tiempo, {{name}}: de {{from}} a {{to}}',
    chartTitle: 'Evolución del saldo',
    balance: 'Saldo',
    pending: 'Pendiente',
    account: 'Cuenta {{id}}',
  },
  addCurrency: {
    title: 'Añadir una divisa',
    currency: 'Divisa',
    submit: 'Añadir',
    added: 'Cuenta en {{currency}} añadida.',
  },
  quickActions: {
    transfer: 'Transferir',
    addCurrency: 'Añadir divisa',
    history: 'Toda la actividad',
  },
  rename: {
    title: 'Cambiar el nombre de la cuenta',
    name: 'Nombre de la cuenta',
    save: 'Guardar',
    cancel: 'Cancelar',
    done: 'Nombre de la cuenta cambiado.',
    errors: {
      required: 'Introduzca un nombre.',
      tooLong: 'Como máximo 50 caracteres.',
    },
  },
  fund: {
    open: 'Añadir dinero',
    openLabel: 'Añadir dinero a {{name}}',
    title: 'Añadir dinero a {{name}}',
    intro:
      'Envíe {{currency}} por transferencia bancaria a estos datos. Indique la referencia en el pago para que el dinero llegue a esta cuenta.',
    none: 'Aún no hay datos bancarios para {{currency}}.',
    error: 'No se pudieron mostrar los datos bancarios. Inténtelo más tarde.',
    beneficiary: 'Beneficiario',
    accountNumber: 'Número de cuenta',
    reference: 'Referencia',
    bankName: 'Banco',
    swift: 'SWIFT',
    branch: 'Sucursal',
    bankAddress: 'Dirección del banco',
    cryptoShow: 'Mostrar la dirección de depósito',
    cryptoIntro: 'Envíe solo {{currency}} a esta dirección.',
    close: 'Cerrar',
    ratesIntro: 'El dinero enviado en otra moneda se cambia a {{currency}} a:',
    rate: '1 {{from}} = {{rate}} {{to}}',
  },
};
export default catalogue;
