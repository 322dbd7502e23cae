import type { TCatalogue } from '../../catalogue.ts';

/** ru, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Вход',
    username: 'Электронная почта',
    password: 'Пароль',
    staySignedIn: 'Не выходить на этом устройстве',
    submit: 'Войти',
    otpTitle: 'Одноразовый код',
    otpHint: 'Введите 6-значный код из приложения-аутентификатора.',
    smsHint: 'Введите 6-значный код, отправленный на {{phone}} (сообщение № {{id}}).',
    otp: 'Одноразовый код',
    otpSubmit: 'Подтвердить',
    back: 'Назад',
    noAccount: 'Ещё нет аккаунта?',
    register: 'Зарегистрироваться',
    unsupportedFlow: 'Этот способ входа здесь недоступен.',
    required: 'Введите электронную почту и пароль.',
    forgot: 'Забыли пароль?',
  },
  reset: {
    title: 'Сброс пароля',
    email: 'Эл. почта',
    code: 'Код из письма',
    password: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    next: 'Продолжить',
    mismatch: 'Пароли не совпадают',
    done: 'Пароль изменён. Войдите с новым паролем.',
    toLogin: 'Вернуться ко входу',
    hint: {
      email: 'Мы отправим код на почту, если этот адрес принадлежит аккаунту.',
      code: 'Введите 6-значный код из письма.',
      password: 'От 8 до 128 символов, с буквой и цифрой.',
    },
  },
};
export default catalogue;
