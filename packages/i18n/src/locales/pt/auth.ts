import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Iniciar sessão',
    username: 'E-mail',
    password: 'Palavra-passe',
    submit: 'Entrar',
    otpTitle: 'Código de utilização única',
    otpHint: 'Introduza o código de 6 dígitos da sua aplicação de autenticação.',
    otp: 'Código de utilização única',
    otpSubmit: 'Confirmar',
    back: 'Voltar',
    noAccount: 'Ainda não tem conta?',
    register: 'Criar uma conta',
    unsupportedFlow: 'Este método de início de sessão não está disponível aqui.',
    required: 'Introduza o seu e-mail e palavra-passe.',
  },
};
export default catalogue;
