import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace merchant. */
const catalogue: TCatalogue = {
  merchantAccount: {
    title: 'Merchant account application',
    comingSoon: 'This section is being prepared.',
  },
};
export default catalogue;
