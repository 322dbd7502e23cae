import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Iniciar sessão',
    username: 'E-mail',
    password: 'Palavra-passe',
    staySignedIn: 'Manter sessão iniciada neste dispositivo',
    submit: 'Entrar',
    otpTitle: 'Código de utilização única',
    otpHint: 'Introduza o código de 6 dígitos da sua aplicação de autenticação.',
    smsHint: 'Introduza o código de 6 dígitos que enviámos para {{phone}} (mensagem n.º {{id}}).',
    otp: 'Código de utilização única',
    otpSubmit: 'Confirmar',
    back: 'Voltar',
    noAccount: 'Ainda não tem conta?',
    register: 'Criar uma conta',
    unsupportedFlow: 'Este método de início de sessão não está disponível aqui.',
    required: 'Introduza o seu e-mail e palavra-passe.',
    forgot: 'Esqueceu a palavra-passe?',
    pushTitle: 'Aprove no seu dispositivo',
    pushHint: 'Enviámos um pedido de início de sessão para o seu dispositivo associado. Aprove-o lá para continuar.',
    pushDevice: '{{name}} ({{type}})',
    pushWaiting: 'A aguardar aprovação…',
    pushLink: 'Abra o pedido no seu telemóvel (ou leia-o como código QR)',
    pushResend: 'Enviar novamente',
    pushResent: 'Enviado novamente.',
    pushResendFailed: 'Não foi possível enviar novamente. Recomece.',
  },
  terms: {
    title: 'Aceite os termos',
    intro: 'Os nossos termos mudaram. Leia-os e aceite-os para continuar.',
    tickAll: 'Assinale todas as caixas para continuar.',
    accept: 'Aceitar e continuar',
  },
  reset: {
    title: 'Repor a palavra-passe',
    email: 'E-mail',
    code: 'Código do e-mail',
    password: 'Nova palavra-passe',
    repeat: 'Repita a nova palavra-passe',
    next: 'Continuar',
    mismatch: 'As palavras-passe não coincidem',
    done: 'A sua palavra-passe foi alterada. Inicie sessão com a nova.',
    toLogin: 'Voltar ao início de sessão',
    hint: {
      email: 'Enviaremos um código por e-mail se alguma conta usar este endereço.',
      code: 'Introduza o código de 6 dígitos do e-mail.',
      password: 'De 8 a 128 caracteres, com uma letra e um dígito.',
    },
  },
};
export default catalogue;
