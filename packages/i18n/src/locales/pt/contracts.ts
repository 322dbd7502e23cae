import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace contracts. */
const catalogue: TCatalogue = {
  contracts: {
    title: 'Contratos',
    comingSoon: 'Esta secção está a ser preparada.',
  },
};
export default catalogue;
