import type { TLanguage } from '@openportal/contract';
import type { TCatalogue } from './catalogue.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { pt } from './locales/pt.ts';
import { ro } from './locales/ro.ts';
import { ru } from './locales/ru.ts';
import { ua } from './locales/ua.ts';

export const CATALOGUES: Record<TLanguage, TCatalogue> = { en, es, ro, ru, ua, pt };
