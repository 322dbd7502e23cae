import type { TCatalogue } from '../../catalogue.ts';

/** ru, namespace contracts. */
const catalogue: TCatalogue = {
  contracts: {
    title: 'Контракты',
    comingSoon: 'Этот раздел готовится.',
  },
};
export default catalogue;
