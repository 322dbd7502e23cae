import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace contracts. */
const catalogue: TCatalogue = {
  contracts: {
    title: 'Contracts',
    comingSoon: 'This section is being prepared.',
  },
};
export default catalogue;
