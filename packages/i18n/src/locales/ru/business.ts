import type { TCatalogue } from '../../catalogue.ts';

/** ru, namespace business (issue 26): registration type chooser; the wizard and company screens come here. */
const catalogue: TCatalogue = {
  registerType: {
    title: 'Создайте аккаунт',
    question: 'Для кого этот аккаунт?',
    personal: 'Личный',
    personalHint: 'Для вас как частного лица: фрилансеры, разработчики, веб-мастера и другие.',
    business: 'Бизнес',
    businessHint: 'Для компании: вы добавите её директоров, акционеров и тех, кто будет пользоваться аккаунтом.',
    haveAccount: 'Уже есть аккаунт?',
    signIn: 'Войти',
  },
};
export default catalogue;
