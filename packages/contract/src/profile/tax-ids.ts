/**
 * The tax identifier table (spec 1 §3): keyed by country code, a personal and a business entry
 * (name, short name, required) and a crs flag; an unknown country gives a generic TIN, not
 * required, crs false. The spec names the required personal ids of US, DE, FR, GB, CA, AU, ES,
 * IT, IN and BR and some optional countries (DZ, BY, BJ, BW, VN). The formats (`pattern`, on the
 * value without spaces, dots, slashes or hyphens, upper case) and the other rows are our choice,
 * written after the OECD's TIN country sheets (format only: length, letters, fixed prefixes, no
 * check digits) and its list of CRS jurisdictions. Names are the identifiers' own (Latin script,
 * so a brand without Cyrillic languages ships none). The one table: core checks every tax id
 * with `checkTaxId` (profile, FATCA/CRS) and the portal shows the same rows.
 */
export interface TTaxIdEntry {
  name: string;
  shortName: string;
  required: boolean;
  /** The id's shape after `normaliseTaxId`. */
  pattern: RegExp;
  /** An example of a valid id (placeholders and tests). */
  example?: string;
}
export interface TTaxIdRule {
  personal: TTaxIdEntry;
  business: TTaxIdEntry;
  crs: boolean;
}

/** Any tax id is letters and digits once normalised: the generic TIN checks that much. */
const generic = (): TTaxIdEntry => ({
  name: 'Tax Identification Number',
  shortName: 'TIN',
  required: false,
  pattern: /^[0-9A-Z]{1,40}$/,
});
const entry =
  (required: boolean) =>
  (name: string, shortName: string, pattern: RegExp, example: string): TTaxIdEntry => ({
    name,
    shortName,
    required,
    pattern,
    example,
  });
const optional = entry(false);
const required = entry(true);
/** SSN (not 000, 666 or 9xx area; group and serial not zero) or ITIN (9xx with groups 50-65, 70-88, 90-92, 94-99). */
const US_SSN_ITIN = /^(?:(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}|9\d{2}(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\d{4})$/;
/** UK National Insurance number (excluded prefixes and letters of HMRC) or a 10-digit UTR. */
const GB_NINO_UTR = /^(?:(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]|\d{10})$/;
/** Italian codice fiscale, digits possibly replaced by letters (omocodia). */
const IT_CF = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPR-T][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

export const TAX_ID_TABLE: Readonly<Record<string, TTaxIdRule>> = {
  US: {
    personal: required(
      'Social Security Number / Individual Taxpayer Identification Number',
      'SSN/ITIN',
      US_SSN_ITIN,
      '123456789',
    ),
    business: required('Employer Identification Number', 'EIN', /^\d{9}$/, '123456789'),
    crs: false,
  },
  DE: {
    personal: required('Steuerliche Identifikationsnummer', 'IdNr', /^[1-9]\d{10}$/, '65929970489'),
    business: optional('Steuernummer', 'St.-Nr.', /^\d{10,13}$/, '2181508150'),
    crs: true,
  },
  FR: {
    personal: required('Numéro fiscal de référence', 'NIF/SPI', /^[0-3]\d{12}$/, '3023217600053'),
    business: optional('Numéro SIREN', 'SIREN', /^\d{9}$/, '732829320'),
    crs: true,
  },
  GB: {
    personal: required('National Insurance number / Unique Taxpayer Reference', 'NINO/UTR', GB_NINO_UTR, 'AB123456C'),
    business: optional('Unique Taxpayer Reference', 'UTR', /^\d{10}$/, '1234567890'),
    crs: true,
  },
  CA: {
    personal: required('Social Insurance Number', 'SIN', /^[1-79]\d{8}$/, '130692544'),
    business: optional('Business Number', 'BN', /^\d{9}(?:[A-Z]{2}\d{4})?$/, '123456789RT0001'),
    crs: true,
  },
  AU: {
    personal: required('Tax File Number', 'TFN', /^\d{8,9}$/, '123456782'),
    business: optional('Australian Business Number', 'ABN', /^\d{11}$/, '51824753556'),
    crs: true,
  },
  ES: {
    personal: required('Número de Identificación Fiscal', 'NIF', /^(?:\d{8}|[KLMXYZ]\d{7})[A-Z]$/, '12345678Z'),
    business: optional('Número de Identificación Fiscal', 'NIF', /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/, 'B12345674'),
    crs: true,
  },
  IT: {
    personal: required('Codice fiscale', 'CF', IT_CF, 'RSSMRA85T10A562S'),
    business: optional('Partita IVA', 'P.IVA', /^\d{11}$/, '12345678901'),
    crs: true,
  },
  IN: {
    personal: required('Permanent Account Number', 'PAN', /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/, 'ABCPE1234F'),
    business: required('Permanent Account Number', 'PAN', /^[A-Z]{3}[ABCFGHJLT][A-Z]\d{4}[A-Z]$/, 'AAACR5055K'),
    crs: true,
  },
  BR: {
    personal: required('Cadastro de Pessoas Físicas', 'CPF', /^\d{11}$/, '12345678909'),
    business: required('Cadastro Nacional da Pessoa Jurídica', 'CNPJ', /^[0-9A-Z]{12}\d{2}$/, '12345678000195'),
    crs: true,
  },
  PT: {
    personal: required('Número de Identificação Fiscal', 'NIF', /^[1-35]\d{8}$/, '123456789'),
    business: required('Número de Identificação de Pessoa Coletiva', 'NIPC', /^[5-9]\d{8}$/, '501234567'),
    crs: true,
  },
  RO: {
    personal: required('Cod numeric personal', 'CNP', /^[1-9]\d{12}$/, '1850101123456'),
    business: optional('Cod de identificare fiscală', 'CIF', /^(?:RO)?[1-9]\d{1,9}$/, 'RO1234567'),
    crs: true,
  },
  MD: {
    personal: optional('Numărul de identificare de stat', 'IDNP', /^[02]\d{12}$/, '2001234567890'),
    business: optional('Numărul de identificare de stat', 'IDNO', /^1\d{12}$/, '1003600012345'),
    crs: false,
  },
  UA: {
    personal: optional('RNOKPP (taxpayer registration number)', 'RNOKPP', /^\d{10}$/, '1234567890'),
    business: optional('EDRPOU (company code)', 'EDRPOU', /^\d{8}$/, '12345678'),
    crs: false,
  },
  RU: {
    personal: optional('INN (taxpayer identification number)', 'INN', /^\d{12}$/, '500100732259'),
    business: optional('INN (taxpayer identification number)', 'INN', /^\d{10}$/, '7707083893'),
    crs: true,
  },
  PL: {
    personal: required('Numer PESEL', 'PESEL', /^\d{11}$/, '44051401359'),
    business: optional('Numer Identyfikacji Podatkowej', 'NIP', /^\d{10}$/, '1234563218'),
    crs: true,
  },
  NL: {
    personal: required('Burgerservicenummer', 'BSN', /^\d{9}$/, '111222333'),
    business: optional('Rechtspersonen en Samenwerkingsverbanden Informatienummer', 'RSIN', /^\d{9}$/, '123456789'),
    crs: true,
  },
  BE: {
    personal: required('Numéro national / Rijksregisternummer', 'NN', /^\d{11}$/, '85073003328'),
    business: optional("Numéro d'entreprise / Ondernemingsnummer", 'BCE/KBO', /^[01]\d{9}$/, '0403170701'),
    crs: true,
  },
  SE: {
    personal: required('Personnummer', 'PIN', /^(?:19|20)?\d{10}$/, '198112189876'),
    business: optional('Organisationsnummer', 'Org.nr', /^(?:16)?[2-9]\d{9}$/, '5560360793'),
    crs: true,
  },
  CH: {
    personal: required('AHV-Nummer / Numéro AVS', 'AHV/AVS', /^756\d{10}$/, '7561234567897'),
    business: optional('Unternehmens-Identifikationsnummer', 'UID', /^CHE\d{9}$/, 'CHE123456788'),
    crs: true,
  },
  AT: {
    personal: required('Steuernummer', 'St.Nr.', /^\d{9}$/, '123456789'),
    business: optional('Steuernummer', 'St.Nr.', /^\d{9}$/, '123456789'),
    crs: true,
  },
  IE: {
    personal: required('Personal Public Service Number', 'PPSN', /^\d{7}[A-W][A-IW]?$/, '1234567FA'),
    business: optional('Tax Reference Number', 'TRN', /^\d{7}[A-W][A-IW]?$/, '1234567T'),
    crs: true,
  },
  CY: {
    personal: required('Tax Identification Code', 'TIC', /^\d{8}[A-Z]$/, '12345678L'),
    business: optional('Tax Identification Code', 'TIC', /^\d{8}[A-Z]$/, '10012345A'),
    crs: true,
  },
  LT: {
    personal: optional('Asmens kodas', 'AK', /^[1-6]\d{10}$/, '38703181745'),
    business: optional('Juridinio asmens kodas', 'JAK', /^\d{9}$/, '123456789'),
    crs: true,
  },
  MX: {
    personal: required('Registro Federal de Contribuyentes', 'RFC', /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/, 'GODE561231GR8'),
    business: required('Registro Federal de Contribuyentes', 'RFC', /^[A-ZÑ&]{3}\d{6}[A-Z0-9]{3}$/, 'ABC680524P76'),
    crs: true,
  },
  CN: {
    personal: required('Resident Identity Card number', 'RIC', /^\d{17}[\dX]$/, '11010519491231002X'),
    business: optional(
      'Unified Social Credit Code',
      'USCC',
      /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
      '91350211M000100Y43',
    ),
    crs: true,
  },
  JP: {
    personal: required('Individual Number (My Number)', 'My Number', /^\d{12}$/, '123456789012'),
    business: optional('Corporate Number', 'Corporate Number', /^\d{13}$/, '1234567890123'),
    crs: true,
  },
  ZA: {
    personal: required('Income Tax Reference Number', 'TRN', /^[0-39]\d{9}$/, '0001339050'),
    business: optional('Income Tax Reference Number', 'TRN', /^[0-39]\d{9}$/, '9001339050'),
    crs: true,
  },
  DZ: {
    personal: optional("Numéro d'identification fiscale", 'NIF', /^\d{15}$/, '000016001234567'),
    business: optional("Numéro d'identification fiscale", 'NIF', /^\d{15}$/, '000016001234567'),
    crs: false,
  },
  BY: {
    personal: optional('UNP (payer account number)', 'UNP', /^[0-9A-Z]{9}$/, 'AB1234567'),
    business: optional('UNP (payer account number)', 'UNP', /^\d{9}$/, '100123456'),
    crs: false,
  },
  BJ: {
    personal: optional('Identifiant fiscal unique', 'IFU', /^\d{13}$/, '1201234567890'),
    business: optional('Identifiant fiscal unique', 'IFU', /^\d{13}$/, '3201234567890'),
    crs: false,
  },
  BW: {
    personal: optional('Taxpayer Identification Number', 'TIN', /^[A-Z]?\d{9,10}$/, 'C012345678'),
    business: optional('Taxpayer Identification Number', 'TIN', /^[A-Z]?\d{9,10}$/, '1234567890'),
    crs: false,
  },
  VN: {
    personal: optional('Mã số thuế', 'MST', /^\d{10}(?:\d{3})?$/, '0101234567'),
    business: optional('Mã số thuế', 'MST', /^\d{10}(?:\d{3})?$/, '0101234567001'),
    crs: false,
  },
};

export const GENERIC_TAX_ID_RULE: TTaxIdRule = { personal: generic(), business: generic(), crs: false };

/** The rule of a country (upper-case ISO code); an unknown country gives the generic TIN. */
export function taxIdRuleOf(countryCode: string | null | undefined): TTaxIdRule {
  return (countryCode && TAX_ID_TABLE[countryCode.toUpperCase()]) || GENERIC_TAX_ID_RULE;
}

/** The value as checked and stored: spaces, dots, slashes and hyphens dropped, upper case. */
export function normaliseTaxId(value: string): string {
  return value.replace(/[\s./-]+/g, '').toUpperCase();
}

/** 'ok', or why a tax id is refused for the country: missing when required, or not its format. */
export function checkTaxId(
  countryCode: string | null | undefined,
  kind: 'personal' | 'business',
  value: string,
): 'ok' | 'required' | 'format' {
  const entry = taxIdRuleOf(countryCode)[kind];
  const id = normaliseTaxId(value);
  if (!id) return entry.required ? 'required' : 'ok';
  if (id.length > 40) return 'format';
  return entry.pattern.test(id) ? 'ok' : 'format';
}
