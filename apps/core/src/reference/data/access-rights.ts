import { ACCESS_RIGHTS } from '@openportal/contract';
import type { TTranslated } from './translated.ts';

/** Names of the access rights of spec 1 §6 (no access 0 … uploading 5); ids from contract's ACCESS_RIGHTS. */
export const ACCESS_RIGHT_NAMES: Readonly<Record<keyof typeof ACCESS_RIGHTS, TTranslated>> = {
  noAccess: {
    en: 'No access',
    es: 'Sin acceso',
    ro: 'Fără acces',
    ru: 'Нет доступа',
    ua: 'Немає доступу',
    pt: 'Sem acesso',
  },
  read: { en: 'Read', es: 'Lectura', ro: 'Citire', ru: 'Чтение', ua: 'Читання', pt: 'Leitura' },
  fullAccess: {
    en: 'Full access',
    es: 'Acceso completo',
    ro: 'Acces complet',
    ru: 'Полный доступ',
    ua: 'Повний доступ',
    pt: 'Acesso total',
  },
  initiate: { en: 'Initiate', es: 'Iniciar', ro: 'Inițiere', ru: 'Инициирование', ua: 'Ініціювання', pt: 'Iniciar' },
  confirmed: {
    en: 'Confirmed',
    es: 'Confirmado',
    ro: 'Confirmat',
    ru: 'Подтверждение',
    ua: 'Підтвердження',
    pt: 'Confirmado',
  },
  uploading: {
    en: 'Uploading',
    es: 'Carga de documentos',
    ro: 'Încărcare',
    ru: 'Загрузка',
    ua: 'Завантаження',
    pt: 'Envio',
  },
};
