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
    verifyDeviceHint:
      'Este dispositivo é novo: introduza o código de 6 dígitos que lhe enviámos por e-mail para o aprovar.',
    otp: 'Código de utilização única',
    otpSubmit: 'Confirmar',
    back: 'Voltar',
    noAccount: 'Ainda não tem conta?',
    register: 'Criar uma conta',
    unsupportedFlow: 'Este método de início de sessão não está disponível aqui.',
    required: 'Introduza o seu e-mail e palavra-passe.',
    forgot: 'Esqueceu a palavra-passe?',
    lostEmail: 'Perdeu o acesso ao seu e-mail?',
    pushTitle: 'Aprove no seu dispositivo',
    pushHint: 'Enviámos um pedido de início de sessão para o seu dispositivo associado. Aprove-o lá para continuar.',
    pushDevice: '{{name}} ({{type}})',
    pushWaiting: 'A aguardar aprovação…',
    pushLink: 'Abra o pedido no seu telemóvel (ou leia-o como código QR)',
    pushQr: 'Leia este código com o telemóvel para abrir o pedido',
    pushResend: 'Enviar novamente',
    pushResent: 'Enviado novamente.',
    pushResendFailed: 'Não foi possível enviar novamente. Recomece.',
    migrateApprove:
      'Enviámos um pedido para o seu telemóvel associado. Aprove-o lá: a partir de agora, os inícios de sessão aguardam a sua aprovação.',
    migrateLink:
      'Abra esta ligação no telemóvel (ou leia o código QR) para o associar. Depois aprovará este início de sessão e os seguintes.',
    migrateFailed: 'Não foi possível obter a ligação. Volte atrás e inicie sessão de novo.',
    approvedDevice: 'Início de sessão aprovado no seu dispositivo associado.',
  },
  terms: {
    title: 'Aceite os termos',
    intro: 'Os nossos termos mudaram. Leia-os e aceite-os para continuar.',
    tickAll: 'Assinale todas as caixas para continuar.',
    accept: 'Aceitar e continuar',
  },
  recovery: {
    title: 'Recupere a sua conta',
    intro:
      'Diga-nos qual é a conta e quem é. Ainda tem o e-mail ou o telefone da conta? Escreva esse e-mail também como novo e-mail: enviamos um código para o e-mail e o telefone da conta. Perdeu-os? Indique um e-mail em que o possamos contactar agora: a nossa equipa analisa o seu pedido e escreve-lhe para lá.',
    required: 'Preencha todos os campos.',
    send: 'Enviar o código',
    check: 'Verificar o código',
    setPassword: 'Definir a palavra-passe',
    codeHint: 'Introduza o código de 6 dígitos que enviámos para {{email}}.',
    codeHintAccount:
      'Se este e-mail corresponder a uma conta, enviámos um código de 6 dígitos para o e-mail e o telefone dessa conta. Introduza-o aqui.',
    success: 'A sua palavra-passe está definida. Inicie sessão com ela.',
    fields: {
      email: 'E-mail da conta (o seu utilizador)',
      recoveryEmail: 'Novo e-mail',
      firstName: 'Nome próprio',
      lastName: 'Apelido',
      dob: 'Data de nascimento',
      code: 'Código do e-mail',
    },
    status: {
      pending: 'Aguardamos o código.',
      inReview:
        'A nossa equipa analisa o seu pedido e escreverá para {{email}}. Se ainda recebe os e-mails ou SMS da conta, pode introduzir acima o código que contêm.',
      approved: 'O seu pedido foi aprovado: defina uma nova palavra-passe.',
      rejected: 'O seu pedido foi recusado: {{reason}}',
    },
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
  scp: {
    title: 'Aprove os inícios de sessão no seu telemóvel',
    soft: 'Em breve, cada início de sessão precisará de aprovação no seu telemóvel associado.',
    strict: 'Os inícios de sessão precisam agora de aprovação no seu telemóvel associado. Configure-o para continuar.',
    daysLeft: 'Dias restantes para o configurar: {{days}}',
    enable:
      'Associe primeiro o seu telemóvel: abra nele a página do dispositivo e introduza o código em Dispositivos associados; depois escolha Push para o início de sessão.',
    migrate: 'O seu telemóvel está associado: escolha Push para o início de sessão em Verificação em dois passos.',
    setUp: 'Configurar agora',
    later: 'Mais tarde',
  },
  adminOverview: {
    title: 'Visão geral da administração',
    hint: 'Escolha o cliente em nome do qual atuar ou continue para o início.',
    empty: 'Não há clientes a mostrar.',
    open: 'Abrir',
    home: 'Ir para o início',
  },
  scpMobile: {
    title: 'Início de sessão seguro neste telemóvel',
    hint: 'Abra a aplicação para associar este telemóvel à sua conta e aprovar nele os inícios de sessão.',
    open: 'Abrir na aplicação',
    noCode: 'Esta ligação não tem código. Abra-a a partir do código QR em Dispositivos associados nas suas definições.',
    noApp: 'Ainda não tem a aplicação? Instale-a primeiro e abra esta ligação novamente.',
    ios: 'App Store',
    android: 'Google Play',
  },
};
export default catalogue;
