import type { TCatalogue } from '../../catalogue.ts';

/** ua, namespace registration. */
const catalogue: TCatalogue = {
  register: {
    title: 'Реєстрація особистого акаунта',
    email: 'Електронна пошта',
    password: 'Пароль',
    passwordHint: 'Щонайменше 8 символів, літера та цифра.',
    firstName: "Ім'я",
    lastName: 'Прізвище',
    category: 'Рід занять',
    country: 'Країна проживання',
    terms: 'Я приймаю умови',
    submit: 'Створити акаунт',
    haveAccount: 'Вже маєте акаунт?',
    signIn: 'Увійти',
    registrationRegistrationCompleted: 'Реєстрацію завершено. Ми надіслали посилання для активації на вашу пошту.',
    errors: {
      email: 'Введіть дійсну адресу електронної пошти',
      emailLocalPart: 'Частина до @ занадто довга',
      tooLong: 'Занадто довге значення',
      passwordShort: 'Пароль має містити щонайменше 8 символів',
      passwordLong: 'Пароль має містити не більше 128 символів',
      passwordLetter: 'Пароль має містити літеру',
      passwordDigit: 'Пароль має містити цифру',
      country: 'Оберіть країну',
      terms: 'Необхідно прийняти умови',
    },
    categories: {
      webmasters: 'Веб-майстри',
      freelancers: 'Фрилансери',
      webcamModels: 'Веб-моделі',
      developers: 'Розробники',
      independentContractors: 'Незалежні підрядники',
      others: 'Інше',
    },
  },
  registered: {
    title: 'Перевірте пошту',
    sentTo: 'Ми надіслали посилання для активації на {{email}}.',
    sent: 'Ми надіслали посилання для активації на вашу пошту.',
    next: 'Що далі',
    step1: 'Відкрийте посилання з листа, щоб активувати рахунок.',
    step2: 'Увійдіть зі своєю поштою та паролем.',
    step3: 'Підтвердьте особу й податкове резидентство: ми проведемо вас крок за кроком.',
    noMail: 'Листа немає за кілька хвилин? Перевірте теку «Спам».',
    signIn: 'До входу',
  },
  activation: {
    title: 'Активація акаунта',
    inProgress: 'Активуємо ваш акаунт…',
    success: 'Ваш акаунт активовано.',
    incomplete: 'Посилання для активації неповне.',
    employeeIntro: 'Компанія додала вас як користувача ({{email}}). Оберіть пароль, щоб активувати доступ.',
    password: 'Пароль',
    submit: 'Активувати',
  },
  termsLabels: {
    termsOfService: {
      label: 'Умови обслуговування {{brand}}',
      text: 'Я прочитав(ла) і приймаю Умови обслуговування та Політику конфіденційності {{brand}}.',
    },
  },
};
export default catalogue;
