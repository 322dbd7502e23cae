import type { TLanguage } from '@openportal/contract';
import type { TCatalogue } from './catalogue.ts';
import type { TNamespace } from './namespaces.ts';
import en_common from './locales/en/common.ts';
import en_auth from './locales/en/auth.ts';
import en_registration from './locales/en/registration.ts';
import en_accounts from './locales/en/accounts.ts';
import en_transfers from './locales/en/transfers.ts';
import en_history from './locales/en/history.ts';
import en_kyc from './locales/en/kyc.ts';
import en_contracts from './locales/en/contracts.ts';
import en_merchant from './locales/en/merchant.ts';
import en_security from './locales/en/security.ts';
import en_profile from './locales/en/profile.ts';
import en_invoices from './locales/en/invoices.ts';
import en_support from './locales/en/support.ts';
import en_cards from './locales/en/cards.ts';
import en_business from './locales/en/business.ts';
import en_certification from './locales/en/certification.ts';
import en_company from './locales/en/company.ts';
import es_common from './locales/es/common.ts';
import es_auth from './locales/es/auth.ts';
import es_registration from './locales/es/registration.ts';
import es_accounts from './locales/es/accounts.ts';
import es_transfers from './locales/es/transfers.ts';
import es_history from './locales/es/history.ts';
import es_kyc from './locales/es/kyc.ts';
import es_contracts from './locales/es/contracts.ts';
import es_merchant from './locales/es/merchant.ts';
import es_security from './locales/es/security.ts';
import es_profile from './locales/es/profile.ts';
import es_invoices from './locales/es/invoices.ts';
import es_support from './locales/es/support.ts';
import es_cards from './locales/es/cards.ts';
import es_business from './locales/es/business.ts';
import es_certification from './locales/es/certification.ts';
import es_company from './locales/es/company.ts';
import ro_common from './locales/ro/common.ts';
import ro_auth from './locales/ro/auth.ts';
import ro_registration from './locales/ro/registration.ts';
import ro_accounts from './locales/ro/accounts.ts';
import ro_transfers from './locales/ro/transfers.ts';
import ro_history from './locales/ro/history.ts';
import ro_kyc from './locales/ro/kyc.ts';
import ro_contracts from './locales/ro/contracts.ts';
import ro_merchant from './locales/ro/merchant.ts';
import ro_security from './locales/ro/security.ts';
import ro_profile from './locales/ro/profile.ts';
import ro_invoices from './locales/ro/invoices.ts';
import ro_support from './locales/ro/support.ts';
import ro_cards from './locales/ro/cards.ts';
import ro_business from './locales/ro/business.ts';
import ro_certification from './locales/ro/certification.ts';
import ro_company from './locales/ro/company.ts';
import ru_common from './locales/ru/common.ts';
import ru_auth from './locales/ru/auth.ts';
import ru_registration from './locales/ru/registration.ts';
import ru_accounts from './locales/ru/accounts.ts';
import ru_transfers from './locales/ru/transfers.ts';
import ru_history from './locales/ru/history.ts';
import ru_kyc from './locales/ru/kyc.ts';
import ru_contracts from './locales/ru/contracts.ts';
import ru_merchant from './locales/ru/merchant.ts';
import ru_security from './locales/ru/security.ts';
import ru_profile from './locales/ru/profile.ts';
import ru_invoices from './locales/ru/invoices.ts';
import ru_support from './locales/ru/support.ts';
import ru_cards from './locales/ru/cards.ts';
import ru_business from './locales/ru/business.ts';
import ru_certification from './locales/ru/certification.ts';
import ru_company from './locales/ru/company.ts';
import ua_common from './locales/ua/common.ts';
import ua_auth from './locales/ua/auth.ts';
import ua_registration from './locales/ua/registration.ts';
import ua_accounts from './locales/ua/accounts.ts';
import ua_transfers from './locales/ua/transfers.ts';
import ua_history from './locales/ua/history.ts';
import ua_kyc from './locales/ua/kyc.ts';
import ua_contracts from './locales/ua/contracts.ts';
import ua_merchant from './locales/ua/merchant.ts';
import ua_security from './locales/ua/security.ts';
import ua_profile from './locales/ua/profile.ts';
import ua_invoices from './locales/ua/invoices.ts';
import ua_support from './locales/ua/support.ts';
import ua_cards from './locales/ua/cards.ts';
import ua_business from './locales/ua/business.ts';
import ua_certification from './locales/ua/certification.ts';
import ua_company from './locales/ua/company.ts';
import pt_common from './locales/pt/common.ts';
import pt_auth from './locales/pt/auth.ts';
import pt_registration from './locales/pt/registration.ts';
import pt_accounts from './locales/pt/accounts.ts';
import pt_transfers from './locales/pt/transfers.ts';
import pt_history from './locales/pt/history.ts';
import pt_kyc from './locales/pt/kyc.ts';
import pt_contracts from './locales/pt/contracts.ts';
import pt_merchant from './locales/pt/merchant.ts';
import pt_security from './locales/pt/security.ts';
import pt_profile from './locales/pt/profile.ts';
import pt_invoices from './locales/pt/invoices.ts';
import pt_support from './locales/pt/support.ts';
import pt_cards from './locales/pt/cards.ts';
import pt_business from './locales/pt/business.ts';
import pt_certification from './locales/pt/certification.ts';
import pt_company from './locales/pt/company.ts';

/**
 * Every catalogue, bundled: for tests and tools. The portal never imports this (its bundles load
 * one language's namespace at a time through CATALOGUE_LOADERS).
 */
export const NAMESPACED_CATALOGUES: Record<TLanguage, Record<TNamespace, TCatalogue>> = {
  en: {
    common: en_common,
    auth: en_auth,
    registration: en_registration,
    accounts: en_accounts,
    transfers: en_transfers,
    history: en_history,
    contracts: en_contracts,
    merchant: en_merchant,
    security: en_security,
    profile: en_profile,
    invoices: en_invoices,
    kyc: en_kyc,
    support: en_support,
    cards: en_cards,
    business: en_business,
    certification: en_certification,
    company: en_company,
  },
  es: {
    common: es_common,
    auth: es_auth,
    registration: es_registration,
    accounts: es_accounts,
    transfers: es_transfers,
    history: es_history,
    contracts: es_contracts,
    merchant: es_merchant,
    security: es_security,
    profile: es_profile,
    invoices: es_invoices,
    kyc: es_kyc,
    support: es_support,
    cards: es_cards,
    business: es_business,
    certification: es_certification,
    company: es_company,
  },
  ro: {
    common: ro_common,
    auth: ro_auth,
    registration: ro_registration,
    accounts: ro_accounts,
    transfers: ro_transfers,
    history: ro_history,
    contracts: ro_contracts,
    merchant: ro_merchant,
    security: ro_security,
    profile: ro_profile,
    invoices: ro_invoices,
    kyc: ro_kyc,
    support: ro_support,
    cards: ro_cards,
    business: ro_business,
    certification: ro_certification,
    company: ro_company,
  },
  ru: {
    common: ru_common,
    auth: ru_auth,
    registration: ru_registration,
    accounts: ru_accounts,
    transfers: ru_transfers,
    history: ru_history,
    contracts: ru_contracts,
    merchant: ru_merchant,
    security: ru_security,
    profile: ru_profile,
    invoices: ru_invoices,
    kyc: ru_kyc,
    support: ru_support,
    cards: ru_cards,
    business: ru_business,
    certification: ru_certification,
    company: ru_company,
  },
  ua: {
    common: ua_common,
    auth: ua_auth,
    registration: ua_registration,
    accounts: ua_accounts,
    transfers: ua_transfers,
    history: ua_history,
    contracts: ua_contracts,
    merchant: ua_merchant,
    security: ua_security,
    profile: ua_profile,
    invoices: ua_invoices,
    kyc: ua_kyc,
    support: ua_support,
    cards: ua_cards,
    business: ua_business,
    certification: ua_certification,
    company: ua_company,
  },
  pt: {
    common: pt_common,
    auth: pt_auth,
    registration: pt_registration,
    accounts: pt_accounts,
    transfers: pt_transfers,
    history: pt_history,
    contracts: pt_contracts,
    merchant: pt_merchant,
    security: pt_security,
    profile: pt_profile,
    invoices: pt_invoices,
    kyc: pt_kyc,
    support: pt_support,
    cards: pt_cards,
    business: pt_business,
    certification: pt_certification,
    company: pt_company,
  },
};

/** One language's namespaces merged into one tree (namespaces hold disjoint top-level keys). */
function merged(lang: TLanguage): TCatalogue {
  return Object.assign({}, ...Object.values(NAMESPACED_CATALOGUES[lang])) as TCatalogue;
}

export const CATALOGUES: Record<TLanguage, TCatalogue> = {
  en: merged('en'),
  es: merged('es'),
  ro: merged('ro'),
  ru: merged('ru'),
  ua: merged('ua'),
  pt: merged('pt'),
};
