import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace business (issue 26): registration type chooser; the wizard and company screens come here. */
const catalogue: TCatalogue = {
  registerType: {
    title: 'Creați un cont',
    question: 'Pentru cine este contul?',
    personal: 'Personal',
    personalHint: 'Pentru dvs. ca persoană fizică: freelanceri, dezvoltatori, webmasteri și alții.',
    business: 'Companie',
    businessHint: 'Pentru o companie: adăugați directorii, acționarii și persoanele care vor folosi contul.',
    haveAccount: 'Aveți deja un cont?',
    signIn: 'Conectați-vă',
  },
};
export default catalogue;
