import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The words the components read (each app's catalogue has them), in English, for tests. */
export function testI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          common: {
            previous: 'Previous',
            next: 'Next',
            page: 'Page {{page}} of {{pages}}',
            loading: 'Loading…',
            close: 'Close',
            filter: 'Filter',
            all: 'All',
            clearFilters: 'Clear filters',
          },
        },
      },
    },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}
