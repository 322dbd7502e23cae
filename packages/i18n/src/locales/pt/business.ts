import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace business (issue 26): registration type chooser; the wizard and company screens come here. */
const catalogue: TCatalogue = {
  registerType: {
    title: 'Crie uma conta',
    question: 'Para quem é a conta?',
    personal: 'Pessoal',
    personalHint: 'Para si como particular: freelancers, programadores, webmasters e outros.',
    business: 'Empresa',
    businessHint: 'Para uma empresa: adiciona os administradores, os acionistas e as pessoas que vão usar a conta.',
    haveAccount: 'Já tem uma conta?',
    signIn: 'Iniciar sessão',
  },
};
export default catalogue;
