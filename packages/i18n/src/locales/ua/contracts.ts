import type { TCatalogue } from '../../catalogue.ts';

/** ua, namespace contracts. */
const catalogue: TCatalogue = {
  contracts: {
    title: 'Контракти',
    comingSoon: 'Цей розділ готується.',
  },
};
export default catalogue;
