import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace business (issue 26): registration type chooser; the wizard and company screens come here. */
const catalogue: TCatalogue = {
  registerType: {
    title: 'Crea una cuenta',
    question: '¿Para quién es la cuenta?',
    personal: 'Personal',
    personalHint: 'Para ti como particular: freelancers, desarrolladores, webmasters y otros.',
    business: 'Empresa',
    businessHint: 'Para una empresa: añades sus directores, accionistas y las personas que usarán la cuenta.',
    haveAccount: '¿Ya tienes una cuenta?',
    signIn: 'Inicia sesión',
  },
};
export default catalogue;
