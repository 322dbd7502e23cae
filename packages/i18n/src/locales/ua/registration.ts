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
    categories: {
      webmasters: 'Веб-майстри',
      freelancers: 'Фрилансери',
      webcamModels: 'Веб-моделі',
      developers: 'Розробники',
      independentContractors: 'Незалежні підрядники',
      others: 'Інше',
    },
  },
  activation: {
    title: 'Активація акаунта',
    inProgress: 'Активуємо ваш акаунт…',
    success: 'Ваш акаунт активовано.',
    incomplete: 'Посилання для активації неповне.',
  },
};
export default catalogue;
