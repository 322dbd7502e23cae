import type { TCatalogue } from '../../catalogue.ts';

/** ua, namespace merchant. */
const catalogue: TCatalogue = {
  merchantAccount: {
    title: 'Заявка на мерчант-акаунт',
    comingSoon: 'Цей розділ готується.',
  },
};
export default catalogue;
