import type { TCatalogue } from '../../catalogue.ts';

/** ru, namespace registration. */
const catalogue: TCatalogue = {
  register: {
    title: 'Регистрация личного аккаунта',
    email: 'Электронная почта',
    password: 'Пароль',
    passwordHint: 'Не менее 8 символов, буква и цифра.',
    firstName: 'Имя',
    lastName: 'Фамилия',
    category: 'Род занятий',
    country: 'Страна проживания',
    terms: 'Я принимаю условия',
    submit: 'Создать аккаунт',
    haveAccount: 'Уже есть аккаунт?',
    signIn: 'Войти',
    registrationRegistrationCompleted: 'Регистрация завершена. Мы отправили ссылку для активации на вашу почту.',
    categories: {
      webmasters: 'Веб-мастера',
      freelancers: 'Фрилансеры',
      webcamModels: 'Веб-модели',
      developers: 'Разработчики',
      independentContractors: 'Независимые подрядчики',
      others: 'Другое',
    },
  },
  activation: {
    title: 'Активация аккаунта',
    inProgress: 'Активируем ваш аккаунт…',
    success: 'Ваш аккаунт активирован.',
    incomplete: 'Ссылка для активации неполная.',
  },
};
export default catalogue;
