import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace registration. */
const catalogue: TCatalogue = {
  register: {
    title: 'Criar uma conta pessoal',
    email: 'E-mail',
    password: 'Palavra-passe',
    passwordHint: 'Pelo menos 8 caracteres, com uma letra e um dígito.',
    firstName: 'Nome próprio',
    lastName: 'Apelido',
    category: 'Ocupação',
    country: 'País de residência',
    terms: 'Aceito os termos',
    submit: 'Criar conta',
    haveAccount: 'Já tem uma conta?',
    signIn: 'Iniciar sessão',
    registrationRegistrationCompleted: 'Registo concluído. Enviámos uma ligação de ativação para o seu e-mail.',
    errors: {
      email: 'Introduza um e-mail válido',
      emailLocalPart: 'A parte antes de @ é demasiado longa',
      tooLong: 'É demasiado longo',
      passwordShort: 'A palavra-passe deve ter pelo menos 8 caracteres',
      passwordLong: 'A palavra-passe deve ter no máximo 128 caracteres',
      passwordLetter: 'A palavra-passe deve conter uma letra',
      passwordDigit: 'A palavra-passe deve conter um dígito',
      country: 'Escolha um país',
      terms: 'Tem de aceitar os termos',
    },
    categories: {
      webmasters: 'Webmasters',
      freelancers: 'Freelancers',
      webcamModels: 'Modelos de webcam',
      developers: 'Programadores',
      independentContractors: 'Prestadores independentes',
      others: 'Outros',
    },
  },
  registered: {
    title: 'Verifique o seu e-mail',
    sentTo: 'Enviámos uma ligação de ativação para {{email}}.',
    sent: 'Enviámos uma ligação de ativação para o seu e-mail.',
    next: 'O que se segue',
    step1: 'Abra a ligação do e-mail para ativar a sua conta.',
    step2: 'Inicie sessão com o seu e-mail e palavra-passe.',
    step3: 'Verifique a sua identidade e certifique a sua residência fiscal: guiamo-lo passo a passo.',
    noMail: 'Sem e-mail após alguns minutos? Veja a pasta de spam.',
    signIn: 'Ir para o início de sessão',
  },
  activation: {
    title: 'Ativação da conta',
    inProgress: 'A ativar a sua conta…',
    success: 'A sua conta foi ativada.',
    incomplete: 'A ligação de ativação está incompleta.',
    failed: 'Esta ligação de ativação não pode ser usada.',
    resend: 'Enviar uma nova ligação de ativação',
    resent: 'Se {{email}} aguarda ativação, uma nova ligação está a caminho.',
    employeeIntro:
      'A sua empresa adicionou-o como utilizador ({{email}}). Escolha uma palavra-passe para ativar o acesso.',
    password: 'Palavra-passe',
    submit: 'Ativar',
  },
  termsLabels: {
    termsOfService: {
      label: 'Termos de Serviço da {{brand}}',
      text: 'Li e aceito os Termos de Serviço e a Política de Privacidade da {{brand}}.',
    },
  },
};
export default catalogue;
