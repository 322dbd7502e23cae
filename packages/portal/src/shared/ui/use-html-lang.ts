import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toIntlLocale, appLanguage } from '@openportal/i18n';

/** Keeps `<html lang>` in step with the language shown. */
export function useHtmlLang(): void {
  const { i18n } = useTranslation();
  const lang = appLanguage(i18n);
  useEffect(() => {
    document.documentElement.lang = toIntlLocale(lang);
  }, [lang]);
}
