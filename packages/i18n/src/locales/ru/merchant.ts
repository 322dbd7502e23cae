import type { TCatalogue } from '../../catalogue.ts';

/** ru, namespace merchant. */
const catalogue: TCatalogue = {
  merchantAccount: {
    title: 'Заявка на мерчант-аккаунт',
    comingSoon: 'Этот раздел готовится.',
  },
};
export default catalogue;
