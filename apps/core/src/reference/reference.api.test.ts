import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_HEADER, ERROR_MESSAGES, METHOD_CALLS, normalizeResponse, type TLanguage } from '@openportal/contract';
import { callMethod, startTestCore, type TestCore } from '../test-support.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
beforeAll(async () => {
  // 127.0.0.1 (inject's address) is a trusted proxy, so ipInfo can be shown a public client.
  t = await startTestCore({ BRANDS_DIR: brandsDir, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => t?.close());

type TBody = Record<string, unknown>;
/** One dictionary: its body, a value picked from the answer, and that value in two languages. */
interface TCase {
  method: keyof typeof METHOD_CALLS;
  body?: TBody;
  pick: (answer: TBody) => unknown;
  /** The picked value per language; languages not named are not checked. */
  expected: Partial<Record<TLanguage, unknown>>;
}
const first =
  (key: string, field = 'name') =>
  (a: TBody) =>
    (a[key] as TBody[])[0]![field];
const byId =
  (key: string, id: unknown, field = 'name') =>
  (a: TBody) =>
    (a[key] as TBody[]).find((x) => x.id === id || x.code === id)?.[field];

/** Each line is a dictionary (spec 1 §3) and what it must answer in two languages at least. */
const CASES: TCase[] = [
  {
    method: 'dictionaryAccessRights',
    pick: byId('accessRights', 2),
    expected: { en: 'Full access', ru: 'Полный доступ' },
  },
  { method: 'dictionaryOccupations', pick: byId('occupations', 1), expected: { en: 'Accountant', es: 'Contador' } },
  {
    method: 'dictionaryCountries',
    pick: byId('countries', 'DE'),
    expected: { en: 'Germany', ua: 'Німеччина', ro: 'Germania' },
  },
  { method: 'dictionaryBirthCountries', pick: byId('countries', 'ES'), expected: { en: 'Spain', pt: 'Espanha' } },
  { method: 'dictionaryCurrencies', pick: byId('currencies', 'EUR'), expected: { en: 'Euro', ru: 'Евро' } },
  { method: 'dictionaryAllCurrencies', pick: byId('currencies', 'BTC'), expected: { en: 'Bitcoin', ua: 'Біткоїн' } },
  {
    method: 'dictionaryTransactionTypes',
    pick: byId('transactionTypes', 'fees'),
    expected: { en: 'Fees', es: 'Comisiones' },
  },
  {
    method: 'dictionaryDocumentTypes',
    pick: (a) => (a.customerDocumentCategories as TBody[])[0]!.name,
    expected: { en: 'Identity proof', ro: 'Dovada identității' },
  },
  {
    method: 'dictionaryAddressDocumentTypes',
    body: { countryCode: 'UA' },
    pick: (a) => (a.customerAddressDocumentTypes as Record<string, TBody[]>).UA!.at(-1)!.name,
    expected: {
      en: 'Passport registration stamp and front page',
      ua: 'Штамп про реєстрацію в паспорті та головна сторінка',
    },
  },
  {
    method: 'dictionarySourcesOfFunds',
    body: { list: 'business' },
    pick: first('sourcesOfFunds'),
    expected: { en: 'Revenue from sales', pt: 'Receitas de vendas' },
  },
  {
    method: 'dictionaryPurposesOfAccount',
    body: { list: 'personal' },
    pick: first('purposesOfAccount'),
    expected: { en: 'Receiving salary or fees', es: 'Recibir salario u honorarios' },
  },
  {
    method: 'dictionaryIndustries',
    pick: (a) => (a.industries as TBody[]).find((g) => g.group === 'adult')!.label,
    expected: { en: 'Adult Related Business', ru: 'Бизнес для взрослых' },
  },
  {
    method: 'dictionaryBusinessAdditionalQuestions',
    pick: first('questions', 'text'),
    expected: {
      en: 'Does the company hold an account with another bank or payment institution?',
      ro: 'Deține compania un cont la o altă bancă sau instituție de plată?',
    },
  },
  {
    method: 'dictionaryPersonalAdditionalQuestions',
    pick: (a) => (a.questions as TBody[]).map((q) => q.id),
    expected: { en: ['anotherAccount', 'anotherAccountValue', 'controlAccount', 'nameAndDate'] },
  },
  {
    method: 'dictionaryPersonalAdditionalQuestions',
    pick: (a) => ((a.questions as TBody[])[2]!.options as TBody[])[1],
    expected: { en: { id: '2', name: 'Another person as well' }, ua: { id: '2', name: 'Також інша особа' } },
  },
  {
    method: 'dictionaryPersonalAgreements',
    pick: (a) => (a.agreements as TBody[]).find((x) => x.id === 'ownBehalf')?.label,
    expected: {
      en: 'I act on my own behalf and not for a third party.',
      es: 'Actúo en mi propio nombre y no por cuenta de terceros.',
    },
  },
  {
    method: 'dictionaryEstimatedMonthlyDeposits',
    pick: (a) => (a.estimatedMonthlyDeposits as TBody[]).map((x) => x.name).slice(0, 2),
    expected: {
      en: ['Up to 1,000', '1,000 to 5,000'],
      es: ['Hasta 1.000', 'De 1.000 a 5.000'],
      ru: ['До 1\u00a0000', 'От 1\u00a0000 до 5\u00a0000'],
    },
  },
  {
    method: 'dictionaryPhoneCodes',
    pick: (a) => (a.phoneCodes as TBody[]).find((x) => x.countryCode === 'UA'),
    expected: { en: { countryCode: 'UA', code: '380' }, ua: { countryCode: 'UA', code: '380' } },
  },
  {
    method: 'dictionaryPrimaryDialects',
    pick: byId('primaryDialects', 'de'),
    expected: { en: 'German', ru: 'Немецкий' },
  },
  {
    method: 'dictionaryCountryDateFormats',
    pick: (a) => {
      const f = a.dateFormats as Record<string, string>;
      return [f.US, f.DE, f.GB];
    },
    expected: { en: ['MM/dd/yyyy', 'dd.MM.yyyy', 'dd/MM/yyyy'], ru: ['MM/dd/yyyy', 'dd.MM.yyyy', 'dd/MM/yyyy'] },
  },
  {
    method: 'dictionaryStates',
    body: { countryCode: 'US' },
    pick: byId('states', 'CA'),
    expected: { en: 'California', es: 'California' },
  },
];

const ask = (method: string, body: TBody = {}, headers: Record<string, string> = {}) =>
  callMethod(t, method, body, headers);

describe.each(CASES)('$method', ({ method, body = {}, pick, expected }) => {
  it('answers the shape of its contract entry', async () => {
    const r = await ask(method, body);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = METHOD_CALLS[method].response.safeParse(r.body);
    expect(parsed.error).toBeUndefined();
    // and as the portal reads it: numeric-looking strings become numbers first (spec 1 §5)
    expect(METHOD_CALLS[method].response.safeParse(normalizeResponse(r.body)).error).toBeUndefined();
  });
  it('answers in the language asked for, by body or by Accept-Language', async () => {
    for (const [lang, value] of Object.entries(expected)) {
      expect(pick((await ask(method, { ...body, lang })).body)).toEqual(value);
      const header = lang === 'ua' ? 'uk-UA,uk;q=0.9' : `${lang};q=1`;
      expect(pick((await ask(method, body, { 'accept-language': header })).body)).toEqual(value);
    }
  });
  it("falls back to the brand's default for a language the brand does not offer", async () => {
    const english = pick((await ask(method, { ...body, lang: 'en' })).body);
    // coinpurse offers en and es only: ru in the body and in Accept-Language both fall back.
    const coinpurse = { [BRAND_HEADER]: 'coinpurse' };
    expect(pick((await ask(method, { ...body, lang: 'ru' }, coinpurse)).body)).toEqual(english);
    expect(pick((await ask(method, body, { ...coinpurse, 'accept-language': 'ru' })).body)).toEqual(english);
    expect(pick((await ask(method, body, { 'accept-language': 'de-DE,de' })).body)).toEqual(english);
  });
  it('refuses an unknown language and an unknown field with VF', async () => {
    for (const bad of [
      { ...body, lang: 'de' },
      { ...body, colour: 'red' },
    ]) {
      const r = await ask(method, bad);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.validationFailed });
      expect((r.body.validationErrors as unknown[]).length).toBeGreaterThan(0);
    }
  });
});

describe('dictionaries with parameters', () => {
  it('states: a country without subdivisions has none; an unknown country is VF', async () => {
    expect((await ask('dictionaryStates', { countryCode: 'VA' })).body).toEqual({ responseCode: '00', states: [] });
    for (const countryCode of ['ZZ', 'us', undefined]) {
      const r = await ask('dictionaryStates', { countryCode });
      expect(r.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'countryCode' }] });
    }
  });
  it('address document types: every list without a country, one country with it', async () => {
    const all = (await ask('dictionaryAddressDocumentTypes')).body.customerAddressDocumentTypes as Record<
      string,
      TBody[]
    >;
    expect(Object.keys(all).sort()).toEqual(['RU', 'UA', 'all']);
    expect(all.RU!.length).toBe(all.all!.length + 1);
    const de = (await ask('dictionaryAddressDocumentTypes', { countryCode: 'DE' })).body.customerAddressDocumentTypes;
    expect(de).toEqual({ DE: all.all });
    const unknown = await ask('dictionaryAddressDocumentTypes', { countryCode: 'ZZ' });
    expect(unknown.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'countryCode' }] });
  });
  it('sources of funds and purposes need a known list', async () => {
    for (const [method, list] of [
      ['dictionarySourcesOfFunds', 'savings'],
      ['dictionaryPurposesOfAccount', undefined],
    ] as const) {
      const r = await ask(method, { list });
      expect(r.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'list' }] });
    }
  });
  it('currencies carry the exponent of the amount type; all currencies add the crypto assets', async () => {
    const fiat = (await ask('dictionaryCurrencies')).body.currencies as { code: string; exponent: number }[];
    const all = (await ask('dictionaryAllCurrencies')).body.currencies as { code: string; exponent: number }[];
    expect(fiat.find((c) => c.code === 'JPY')?.exponent).toBe(0);
    expect(fiat.find((c) => c.code === 'KWD')?.exponent).toBe(3);
    expect(fiat.some((c) => c.code === 'BTC')).toBe(false);
    expect(all.find((c) => c.code === 'BTC')?.exponent).toBe(8);
  });
  it("personal agreements: the brand's terms first, with their URL, then our declarations", async () => {
    const list = (await ask('dictionaryPersonalAgreements', { lang: 'ro' })).body.agreements as TBody[];
    expect(list[0]).toEqual({
      id: 'tos',
      label: 'PayWave Terms of Service',
      url: 'https://www.paywave.example/legal/terms',
    });
    expect(list.slice(1).map((a) => [a.id, a.url])).toEqual([
      ['ownBehalf', null],
      ['notPoliticallyExposed', null],
      ['truthfulInformation', null],
    ]);
  });
  it('countries carry calling codes; phone codes list every region libphonenumber-js knows', async () => {
    const countries = (await ask('dictionaryCountries')).body.countries as TBody[];
    expect(countries.find((c) => c.code === 'GB')).toEqual({ code: 'GB', name: 'United Kingdom', phoneCode: '44' });
    const codes = (await ask('dictionaryPhoneCodes')).body.phoneCodes as TBody[];
    expect(codes).toContainEqual({ countryCode: 'RO', code: '40' });
    expect(codes.length).toBeGreaterThan(240);
  });
});
