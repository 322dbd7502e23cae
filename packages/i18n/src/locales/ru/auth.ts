import type { TCatalogue } from '../../catalogue.ts';

/** ru, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Вход',
    username: 'Электронная почта',
    password: 'Пароль',
    submit: 'Войти',
    otpTitle: 'Одноразовый код',
    otpHint: 'Введите 6-значный код из приложения-аутентификатора.',
    otp: 'Одноразовый код',
    otpSubmit: 'Подтвердить',
    back: 'Назад',
    noAccount: 'Ещё нет аккаунта?',
    register: 'Зарегистрироваться',
    unsupportedFlow: 'Этот способ входа здесь недоступен.',
    required: 'Введите электронную почту и пароль.',
  },
};
export default catalogue;
