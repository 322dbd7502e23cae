import { useTranslation } from 'react-i18next';
import { appLanguage } from '@openportal/i18n';
import type { TLanguage } from '@openportal/contract';

/** The portal language shown now (re-renders on change). */
export function useLang(): TLanguage {
  const { i18n } = useTranslation();
  return appLanguage(i18n);
}
