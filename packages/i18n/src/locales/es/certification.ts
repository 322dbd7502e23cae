import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace certification. */
const catalogue: TCatalogue = {
  certification: {
    choose: 'Elige…',
    done: 'Tu autocertificación está enviada.',
    business: {
      title: 'Autocertificación de la empresa',
      intro:
        'Como representante de tu empresa, da su autocertificación fiscal (FATCA/CRS), sus declaraciones y las declaraciones sobre actividades prohibidas. Abajo se muestra el estado de cada representante.',
    },
    splash: {
      title: 'Certifica tu empresa',
      text: 'Antes de continuar, da la autocertificación fiscal de tu empresa como su representante. Solo lleva unos minutos.',
      later: 'Más tarde',
    },
    representative: {
      title: 'Autocertificación del representante',
      hello: 'Hola, {{name}}.',
      intro: 'Eres representante de una empresa. Responde a cada paso; este enlace funciona hasta que lo envíes.',
      done: 'Gracias. Tu autocertificación está enviada y este enlace ya no la abre.',
    },
    steps: {
      declarations: 'Declaraciones',
      statements: 'Actividades prohibidas',
      wForm: 'Formulario fiscal',
      fatca: 'FATCA/CRS',
    },
    statements: {
      yes: 'Sí',
      no: 'No',
      send: 'Confirmar respuestas',
      declarationsIntro: 'Responde a cada declaración.',
      statementsIntro: 'Indica para cada actividad si la empresa se mantiene al margen.',
    },
    wForm: {
      intro:
        'Firma el formulario fiscal de la empresa en la página de firma: un contribuyente de EE. UU. firma el W-9 y cualquier otra empresa el W-8BEN-E. Después vuelves aquí.',
      usTaxPayer: 'La empresa es contribuyente de EE. UU.',
      signW9: 'Firmar el W-9',
      signW8bene: 'Firmar el W-8BEN-E',
    },
    fatca: {
      entityType: 'Tipo de entidad',
      entity: {
        'financial-institution': 'Institución financiera',
        investment: 'Entidad de inversión',
        general: 'Otra empresa',
      },
      isFinancialInstitution: 'La empresa es una institución financiera',
      giin: 'GIIN',
      isPubliclyTraded: 'Las acciones de la empresa cotizan en un mercado de valores',
      isEarnPassiveIncome:
        'Más de la mitad de los ingresos de la empresa son pasivos (dividendos, intereses, alquileres)',
      taxResidency: 'Residencia fiscal',
      country: 'País de residencia fiscal (dos letras)',
      countryFormat: 'Indica el país con dos letras, p. ej. GB',
      taxId: 'Número fiscal',
      tinMissingReason: 'Por qué no hay número fiscal',
      tinReasons: {
        COUNTRY_DOES_NOT_ISSUE: 'El país no emite números fiscales',
        CANNOT_OBTAIN: 'La empresa no puede obtenerlo',
        NO_TIN_IS_REQUIRED: 'No se requiere número fiscal',
      },
      tinMissingExplanation: 'Explica por qué no se puede obtener',
      isUSTaxPayer: 'La empresa es contribuyente de EE. UU.',
      isDisregardedEntity: 'La empresa es una entidad no considerada a efectos fiscales de EE. UU.',
      submit: 'Enviar autocertificación',
    },
    representatives: {
      title: 'Representantes',
      name: 'Representante',
      status: 'Autocertificación',
      statuses: {
        validated: 'Certificado',
        pending: 'Enlace enviado, en espera',
        none: 'No dada',
        notRequired: 'No requerida',
        rejected: 'Rechazada',
        expiredSoon: 'Caduca pronto',
      },
    },
    resolutions: {
      title: 'Resoluciones',
      empty: 'Aún no hay resoluciones.',
      signers: 'Quién debe firmar una nueva resolución',
      send: 'Enviar para firma',
      sent: 'La resolución se envió a sus firmantes.',
      signed: 'Firmada',
      unsigned: 'Aún sin firmar',
      sign: 'Firmar',
      number: 'Resolución n.º {{id}}',
      status: {
        waiting: 'Esperando firmas',
        signed: 'Firmada por todos',
      },
    },
  },
};
export default catalogue;
