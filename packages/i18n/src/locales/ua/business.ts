import type { TCatalogue } from '../../catalogue.ts';

/** ua, namespace business (issue 26): registration type chooser; the wizard and company screens come here. */
const catalogue: TCatalogue = {
  registerType: {
    title: 'Створіть обліковий запис',
    question: 'Для кого цей обліковий запис?',
    personal: 'Особистий',
    personalHint: 'Для вас як приватної особи: фрилансери, розробники, вебмайстри та інші.',
    business: 'Бізнес',
    businessHint: 'Для компанії: ви додасте її директорів, акціонерів і тих, хто користуватиметься рахунком.',
    haveAccount: 'Вже маєте обліковий запис?',
    signIn: 'Увійти',
  },
};
export default catalogue;
