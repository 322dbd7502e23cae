import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace transfers. */
const catalogue: TCatalogue = {
  transfer: {
    title: 'Transfer între conturile proprii',
    from: 'Din contul',
    to: 'În contul',
    amount: 'Sumă',
    fee: 'Comision',
    max: 'Maxim',
    rate: 'Curs de schimb',
    receive: 'Veți primi',
    submit: 'Transferă',
    success: 'Transferul a fost efectuat.',
    choose: 'Alegeți un cont',
    needTwoAccounts: 'Aveți nevoie de două conturi pentru a muta bani între ele.',
    option: '{{currency}} · {{id}} · {{balance}}',
    errors: {
      required: 'Obligatoriu',
      format: 'Introduceți o sumă precum 10.50',
      tooManyDecimals: 'Prea multe zecimale pentru această monedă',
      notPositive: 'Suma trebuie să fie mai mare decât zero',
      tooLarge: 'Suma este prea mare',
      sameAccount: 'Alegeți două conturi diferite',
    },
  },
  payment: {
    title: 'Confirmarea plății',
    waiting: 'Confirmați această plată pe dispozitivul asociat.',
    pendingNote: 'Până atunci suma este rezervată, iar istoricul arată plata ca fiind în așteptare.',
    success: 'Trimis cu succes',
    failed: 'Tranzacție eșuată. {{reason}}',
    close: 'Închideți',
  },
};
export default catalogue;
