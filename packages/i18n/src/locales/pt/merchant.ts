import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace merchant. */
const catalogue: TCatalogue = {
  merchantAccount: {
    title: 'Pedido de conta de comerciante',
    comingSoon: 'Esta secção está a ser preparada.',
  },
};
export default catalogue;
