import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace contracts. */
const catalogue: TCatalogue = {
  contracts: {
    title: 'Contratos',
    comingSoon: 'Esta sección está en preparación.',
  },
};
export default catalogue;
