import type { TCatalogue } from '../../catalogue.ts';

/** ua, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Вхід',
    username: 'Електронна пошта',
    password: 'Пароль',
    submit: 'Увійти',
    otpTitle: 'Одноразовий код',
    otpHint: 'Введіть 6-значний код із застосунку автентифікації.',
    otp: 'Одноразовий код',
    otpSubmit: 'Підтвердити',
    back: 'Назад',
    noAccount: 'Ще немає акаунта?',
    register: 'Зареєструватися',
    unsupportedFlow: 'Цей спосіб входу тут недоступний.',
    required: 'Введіть електронну пошту та пароль.',
  },
};
export default catalogue;
