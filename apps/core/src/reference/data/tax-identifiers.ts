/**
 * The tax identifier table of spec 1 §3: per country a personal and a business entry (name,
 * short name, required) and a CRS flag, with the pattern a number must match once spaces,
 * hyphens, dots and slashes are removed and letters upper-cased (`tax-identifiers.ts`).
 * Names are the identifiers' own official names: proper names, not translated. A country not
 * listed gets GENERIC_TAX_IDENTIFIER (spec: a generic TIN, not required, crs false).
 *
 * Our data, written after the formats the OECD's "Tax identification numbers (TINs)" country
 * sheets describe, and CRS flags after its list of CRS jurisdictions: neither was re-read for
 * this table, so check both before relying on them. Patterns check the format only (length,
 * letters, fixed prefixes), not check digits. Spec 1 §3 names the required personal IDs of
 * US, DE, FR, GB, CA, AU, ES, IT, IN and BR, and DZ, BY, BJ, BW and VN as optional.
 */
export interface TTaxIdentifier {
  readonly name: string;
  readonly shortName: string;
  readonly required: boolean;
  /** Matched against the compact form (no spaces, hyphens, dots or slashes; upper case). */
  readonly pattern: RegExp;
}

export interface TCountryTaxIdentifiers {
  readonly personal: TTaxIdentifier;
  readonly business: TTaxIdentifier;
  /** The jurisdiction exchanges information under the OECD Common Reporting Standard. */
  readonly crs: boolean;
}

const TIN = (required: boolean, pattern = /^[0-9A-Z]{1,40}$/): TTaxIdentifier => ({
  name: 'Tax Identification Number',
  shortName: 'TIN',
  required,
  pattern,
});

export const GENERIC_TAX_IDENTIFIER: TCountryTaxIdentifiers = {
  personal: TIN(false),
  business: TIN(false),
  crs: false,
};

const id = (name: string, shortName: string, required: boolean, pattern: RegExp): TTaxIdentifier => ({
  name,
  shortName,
  required,
  pattern,
});

/** SSN (not 000, 666 or 9xx area; group and serial not zero) or ITIN (9xx with groups 50-65, 70-88, 90-92, 94-99). */
const US_SSN_ITIN = /^(?:(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}|9\d{2}(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\d{4})$/;
/** UK National Insurance number (excluded prefixes and letters of HMRC) or a 10-digit UTR. */
const GB_NINO_UTR = /^(?:(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]|\d{10})$/;
/** Italian codice fiscale, digits possibly replaced by letters (omocodia). */
const IT_CF = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPR-T][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

export const TAX_IDENTIFIERS: Readonly<Record<string, TCountryTaxIdentifiers>> = {
  US: {
    personal: id('Social Security Number / Individual Taxpayer Identification Number', 'SSN/ITIN', true, US_SSN_ITIN),
    business: id('Employer Identification Number', 'EIN', true, /^\d{9}$/),
    crs: false,
  },
  DE: {
    personal: id('Steuerliche Identifikationsnummer', 'IdNr', true, /^[1-9]\d{10}$/),
    business: id('Steuernummer', 'St.-Nr.', true, /^\d{10,13}$/),
    crs: true,
  },
  FR: {
    personal: id('Numéro fiscal de référence', 'NIF/SPI', true, /^[0-3]\d{12}$/),
    business: id('Numéro SIREN', 'SIREN', true, /^\d{9}$/),
    crs: true,
  },
  GB: {
    personal: id('National Insurance number / Unique Taxpayer Reference', 'NINO/UTR', true, GB_NINO_UTR),
    business: id('Unique Taxpayer Reference', 'UTR', true, /^\d{10}$/),
    crs: true,
  },
  CA: {
    personal: id('Social Insurance Number', 'SIN', true, /^[1-79]\d{8}$/),
    business: id('Business Number', 'BN', true, /^\d{9}(?:[A-Z]{2}\d{4})?$/),
    crs: true,
  },
  AU: {
    personal: id('Tax File Number', 'TFN', true, /^\d{8,9}$/),
    business: id('Australian Business Number', 'ABN', true, /^\d{11}$/),
    crs: true,
  },
  ES: {
    personal: id('Número de Identificación Fiscal', 'NIF', true, /^(?:\d{8}|[KLMXYZ]\d{7})[A-Z]$/),
    business: id('Número de Identificación Fiscal', 'NIF', true, /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/),
    crs: true,
  },
  IT: {
    personal: id('Codice fiscale', 'CF', true, IT_CF),
    business: id('Partita IVA', 'P.IVA', true, /^\d{11}$/),
    crs: true,
  },
  IN: {
    personal: id('Permanent Account Number', 'PAN', true, /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/),
    business: id('Permanent Account Number', 'PAN', true, /^[A-Z]{3}[ABCFGHJLT][A-Z]\d{4}[A-Z]$/),
    crs: true,
  },
  BR: {
    personal: id('Cadastro de Pessoas Físicas', 'CPF', true, /^\d{11}$/),
    business: id('Cadastro Nacional da Pessoa Jurídica', 'CNPJ', true, /^[0-9A-Z]{12}\d{2}$/),
    crs: true,
  },
  PT: {
    personal: id('Número de Identificação Fiscal', 'NIF', true, /^[1-35]\d{8}$/),
    business: id('Número de Identificação de Pessoa Coletiva', 'NIPC', true, /^[5-9]\d{8}$/),
    crs: true,
  },
  RO: {
    personal: id('Cod numeric personal', 'CNP', true, /^[1-9]\d{12}$/),
    business: id('Cod de identificare fiscală', 'CIF', true, /^(?:RO)?[1-9]\d{1,9}$/),
    crs: true,
  },
  MD: {
    personal: id('Numărul de identificare de stat', 'IDNP', true, /^[02]\d{12}$/),
    business: id('Numărul de identificare de stat', 'IDNO', true, /^1\d{12}$/),
    crs: false,
  },
  UA: {
    personal: id('Реєстраційний номер облікової картки платника податків', 'РНОКПП', true, /^\d{10}$/),
    business: id('Код ЄДРПОУ', 'ЄДРПОУ', true, /^\d{8}$/),
    crs: true,
  },
  RU: {
    personal: id('Идентификационный номер налогоплательщика', 'ИНН', true, /^\d{12}$/),
    business: id('Идентификационный номер налогоплательщика', 'ИНН', true, /^\d{10}$/),
    crs: true,
  },
  PL: {
    personal: id('Numer PESEL', 'PESEL', true, /^\d{11}$/),
    business: id('Numer Identyfikacji Podatkowej', 'NIP', true, /^\d{10}$/),
    crs: true,
  },
  NL: {
    personal: id('Burgerservicenummer', 'BSN', true, /^\d{9}$/),
    business: id('Rechtspersonen en Samenwerkingsverbanden Informatienummer', 'RSIN', true, /^\d{9}$/),
    crs: true,
  },
  BE: {
    personal: id('Numéro national / Rijksregisternummer', 'NN', true, /^\d{11}$/),
    business: id("Numéro d'entreprise / Ondernemingsnummer", 'BCE/KBO', true, /^[01]\d{9}$/),
    crs: true,
  },
  SE: {
    personal: id('Personnummer', 'PIN', true, /^(?:19|20)?\d{10}$/),
    business: id('Organisationsnummer', 'Org.nr', true, /^(?:16)?[2-9]\d{9}$/),
    crs: true,
  },
  CH: {
    personal: id('AHV-Nummer / Numéro AVS', 'AHV/AVS', true, /^756\d{10}$/),
    business: id('Unternehmens-Identifikationsnummer', 'UID', true, /^CHE\d{9}$/),
    crs: true,
  },
  AT: {
    personal: id('Steuernummer', 'St.Nr.', true, /^\d{9}$/),
    business: id('Steuernummer', 'St.Nr.', true, /^\d{9}$/),
    crs: true,
  },
  IE: {
    personal: id('Personal Public Service Number', 'PPSN', true, /^\d{7}[A-W][A-IW]?$/),
    business: id('Tax Reference Number', 'TRN', true, /^\d{7}[A-W][A-IW]?$/),
    crs: true,
  },
  CY: {
    personal: id('Tax Identification Code', 'TIC', true, /^\d{8}[A-Z]$/),
    business: id('Tax Identification Code', 'TIC', true, /^\d{8}[A-Z]$/),
    crs: true,
  },
  LT: {
    personal: id('Asmens kodas', 'AK', true, /^[1-6]\d{10}$/),
    business: id('Juridinio asmens kodas', 'JAK', true, /^\d{9}$/),
    crs: true,
  },
  MX: {
    personal: id('Registro Federal de Contribuyentes', 'RFC', true, /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/),
    business: id('Registro Federal de Contribuyentes', 'RFC', true, /^[A-ZÑ&]{3}\d{6}[A-Z0-9]{3}$/),
    crs: true,
  },
  CN: {
    personal: id('Resident Identity Card number', 'RIC', true, /^\d{17}[\dX]$/),
    business: id('Unified Social Credit Code', 'USCC', true, /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/),
    crs: true,
  },
  JP: {
    personal: id('Individual Number (My Number)', 'My Number', true, /^\d{12}$/),
    business: id('Corporate Number', 'Corporate Number', true, /^\d{13}$/),
    crs: true,
  },
  ZA: {
    personal: id('Income Tax Reference Number', 'TRN', true, /^[0-39]\d{9}$/),
    business: id('Income Tax Reference Number', 'TRN', true, /^[0-39]\d{9}$/),
    crs: true,
  },
  DZ: {
    personal: id("Numéro d'identification fiscale", 'NIF', false, /^\d{15}$/),
    business: id("Numéro d'identification fiscale", 'NIF', false, /^\d{15}$/),
    crs: false,
  },
  BY: {
    personal: id('Учетный номер плательщика', 'УНП', false, /^[0-9A-Z]{9}$/),
    business: id('Учетный номер плательщика', 'УНП', false, /^\d{9}$/),
    crs: false,
  },
  BJ: {
    personal: id('Identifiant fiscal unique', 'IFU', false, /^\d{13}$/),
    business: id('Identifiant fiscal unique', 'IFU', false, /^\d{13}$/),
    crs: false,
  },
  BW: {
    personal: id('Taxpayer Identification Number', 'TIN', false, /^[A-Z]?\d{9,10}$/),
    business: id('Taxpayer Identification Number', 'TIN', false, /^[A-Z]?\d{9,10}$/),
    crs: false,
  },
  VN: {
    personal: id('Mã số thuế', 'MST', false, /^\d{10}(?:\d{3})?$/),
    business: id('Mã số thuế', 'MST', false, /^\d{10}(?:\d{3})?$/),
    crs: false,
  },
};
