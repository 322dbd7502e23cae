import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace merchant. */
const catalogue: TCatalogue = {
  merchantAccount: {
    title: 'Cerere de cont de comerciant',
    comingSoon: 'Această secțiune este în pregătire.',
  },
};
export default catalogue;
