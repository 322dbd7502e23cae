import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace merchant. */
const catalogue: TCatalogue = {
  merchantAccount: {
    title: 'Solicitud de cuenta de comerciante',
    comingSoon: 'Esta sección está en preparación.',
  },
};
export default catalogue;
