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
    errors: {
      email: 'Введите действительный адрес электронной почты',
      emailLocalPart: 'Часть до @ слишком длинная',
      tooLong: 'Слишком длинное значение',
      passwordShort: 'Пароль должен содержать не менее 8 символов',
      passwordLong: 'Пароль должен содержать не более 128 символов',
      passwordLetter: 'Пароль должен содержать букву',
      passwordDigit: 'Пароль должен содержать цифру',
      country: 'Выберите страну',
      terms: 'Необходимо принять условия',
    },
    categories: {
      webmasters: 'Веб-мастера',
      freelancers: 'Фрилансеры',
      webcamModels: 'Веб-модели',
      developers: 'Разработчики',
      independentContractors: 'Независимые подрядчики',
      others: 'Другое',
    },
  },
  registered: {
    title: 'Проверьте почту',
    sentTo: 'Мы отправили ссылку для активации на {{email}}.',
    sent: 'Мы отправили ссылку для активации на вашу почту.',
    next: 'Что дальше',
    step1: 'Откройте ссылку из письма, чтобы активировать счёт.',
    step2: 'Войдите с вашей почтой и паролем.',
    step3: 'Подтвердите личность и налоговое резидентство: мы проведём вас по шагам.',
    noMail: 'Письма нет через несколько минут? Проверьте папку «Спам».',
    signIn: 'Ко входу',
  },
  activation: {
    title: 'Активация аккаунта',
    inProgress: 'Активируем ваш аккаунт…',
    success: 'Ваш аккаунт активирован.',
    incomplete: 'Ссылка для активации неполная.',
    employeeIntro: 'Компания добавила вас как пользователя ({{email}}). Выберите пароль, чтобы активировать доступ.',
    password: 'Пароль',
    submit: 'Активировать',
  },
  termsLabels: {
    termsOfService: {
      label: 'Условия обслуживания {{brand}}',
      text: 'Я прочитал(а) и принимаю Условия обслуживания и Политику конфиденциальности {{brand}}.',
    },
  },
};
export default catalogue;
