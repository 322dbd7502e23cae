import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace transfers. */
const catalogue: TCatalogue = {
  transfer: {
    title: 'Transferencia entre cuentas propias',
    from: 'Cuenta de origen',
    to: 'Cuenta de destino',
    amount: 'Importe',
    fee: 'Comisión',
    max: 'Máximo',
    rate: 'Tipo de cambio',
    receive: 'Usted recibe',
    submit: 'Transferir',
    success: 'La transferencia se ha completado.',
    choose: 'Elija una cuenta',
    needTwoAccounts: 'Necesita dos cuentas para mover dinero entre ellas.',
    option: '{{currency}} · {{id}} · {{balance}}',
    errors: {
      required: 'Obligatorio',
      format: 'Introduzca un importe como 10.50',
      tooManyDecimals: 'Demasiados decimales para esta moneda',
      notPositive: 'El importe debe ser mayor que cero',
      tooLarge: 'El importe es demasiado grande',
      sameAccount: 'Elija dos cuentas distintas',
    },
  },
  payment: {
    title: 'Confirmación de pago',
    waiting: 'Confirme este pago en su dispositivo vinculado.',
    pendingNote: 'Hasta entonces el importe queda reservado y el historial muestra el pago como pendiente.',
    success: 'Enviado correctamente',
    failed: 'Transacción fallida. {{reason}}',
    close: 'Cerrar',
  },
};
export default catalogue;
