import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    title: 'Cuentas',
    empty: 'Todavía no tiene cuentas.',
    recent: 'Actividad reciente',
    accountsCount_one: '{{count}} cuenta',
    accountsCount_many: '{{count}} de cuentas',
    accountsCount_other: '{{count}} cuentas',
  },
  accounts: {
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
};
export default catalogue;
