import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace contracts. */
const catalogue: TCatalogue = {
  contracts: {
    title: 'Contracte',
    comingSoon: 'Această secțiune este în pregătire.',
  },
};
export default catalogue;
