import { describe } from 'vitest';
import { ZCodeChallenge, ZLoginRequest, ZUsername } from './calls/auth.ts';
import { METHOD_CALLS, REST_CALLS } from './calls/index.ts';
import { ZBusinessRegistration, ZShareNode } from './calls/identity/business.ts';
import { ZTaxIdRow } from './calls/identity/fatca.ts';
import { ZCryptoSettlement, ZIndustryBusinessCategory } from './calls/merchant/application-body.ts';
import { ZApplicationUpdate } from './calls/merchant/applications.ts';
import { ZContractCreate, ZPercentage } from './calls/merchant/contracts.ts';
import { ZAllowedIpInput, ZWebhookInput } from './calls/merchant/public-api.ts';
import { EMAIL_LOCAL_PART_MESSAGE, ZEmail } from './primitives.ts';
import { parseTable, type TParseCase } from './test/table.ts';

const V43 = 'a'.repeat(43);
const contract = {
  companyId: 1,
  senderId: 2,
  senderSignerName: 'Ana Pop',
  senderObligations: ['Deliver'],
  beneficiaryId: 3,
  beneficiarySignerName: 'Ion Pop',
  beneficiaryObligations: ['Pay'],
  activeFrom: '2030-01-01',
  percentage: 10,
};
const person = (ref: string, extra: object = {}) => ({
  ref,
  firstName: 'A',
  lastName: 'B',
  birthday: '1990-01-01',
  positionIds: [2],
  email: 'u@example.com',
  isUser: true,
  accessRights: 2,
  taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
  sourceOfFunds: [1],
  sourceDetails: { '1': 'Salary' },
  ...extra,
});
const registration = (shareholders: unknown[], persons: unknown[] = [person('p1')]) => ({
  captchaToken: 't',
  generalForm: {
    name: 'Co',
    registrationCountryCode: 'GB',
    email: 'co@example.com',
    registrationNumber: '1',
    registrationDate: '2020-01-01',
    phone: '4412345678',
    category: 'others',
    password: 'secret123',
  },
  financialInfoForm: {},
  dueDilligenceForm: { government: false, lawsuits: false, taxPayers: false },
  legalForm: {},
  persons,
  companies: [],
  directorRefs: ['p1'],
  owners: [],
  shareholders,
});
const node = (share: number, children?: unknown[]) => ({
  type: 'person',
  ref: 'p1',
  share,
  ...(children ? { children } : {}),
});
const req = (name: keyof typeof METHOD_CALLS) => METHOD_CALLS[name].request;

const cases: TParseCase[] = [
  ['PKCE: 43 unreserved characters', ZCodeChallenge, V43, true],
  ['PKCE: 128 with all unreserved marks', ZCodeChallenge, `${'A'.repeat(124)}-._~`, true],
  ['PKCE: 42 is too short', ZCodeChallenge, 'a'.repeat(42), 'Code challenge must be 43 to 128 characters'],
  ['PKCE: 129 is too long', ZCodeChallenge, 'a'.repeat(129), 'Code challenge must be 43 to 128 characters'],
  [
    'PKCE: + and / are not unreserved',
    ZCodeChallenge,
    `${'a'.repeat(42)}+`,
    'Code challenge may hold only letters, digits and - . _ ~',
  ],
  [
    'PKCE: = padding refused',
    ZCodeChallenge,
    `${'a'.repeat(42)}=`,
    'Code challenge may hold only letters, digits and - . _ ~',
  ],
  ['username must be an e-mail', ZUsername, 'ana', 'Username must be a valid e-mail address'],
  ['username e-mail accepted', ZUsername, 'ana@example.com', true],
  ['e-mail local part of 64 accepted (RFC 5321)', ZUsername, `${'a'.repeat(64)}@example.com`, true],
  ['e-mail local part of 65 refused (RFC 5321)', ZUsername, `${'a'.repeat(65)}@example.com`, EMAIL_LOCAL_PART_MESSAGE],
  ['e-mail local part counted in UTF-8 octets', ZEmail, `${'é'.repeat(33)}@example.com`, EMAIL_LOCAL_PART_MESSAGE],
  [
    'login refuses unknown fields',
    ZLoginRequest,
    { client: 'spa', username: 'a@b.co', password: 'x', codeChallenge: V43, extra: 1 },
    'Unrecognized key: "extra"',
  ],
  [
    'login refuses an unknown client',
    ZLoginRequest,
    { client: 'web', username: 'a@b.co', password: 'x', codeChallenge: V43 },
    'Invalid option: expected one of "sei"|"spa"',
  ],
  ['share 0 refused', ZShareNode, node(0), 'Share must be above 0'],
  ['share 100.5 refused', ZShareNode, node(100.5), 'Share must not be above 100'],
  ['share 100 accepted', ZShareNode, node(100), true],
  ['share 0.01 accepted', ZShareNode, node(0.01), true],
  [
    'level sum 9 refused',
    ZBusinessRegistration,
    registration([node(9)]),
    'Shares at one level must add up to between 10 and 100',
  ],
  ['level sum 10 accepted', ZBusinessRegistration, registration([node(10)]), true],
  [
    'level sum 101 refused',
    ZBusinessRegistration,
    registration([node(60), node(41)]),
    'Shares at one level must add up to between 10 and 100',
  ],
  [
    'nested level sum checked',
    ZBusinessRegistration,
    registration([{ type: 'company', ref: 'c1', share: 50, children: [node(5)] }]),
    'Shares at one level must add up to between 10 and 100',
  ],
  ['no shareholder refused', ZBusinessRegistration, registration([]), 'At least one shareholder is required'],
  [
    'user needs main rights 2',
    ZBusinessRegistration,
    registration([node(100)], [person('p1', { isUser: true, email: 'u@example.com', accessRights: 1 })]),
    'At least one user must have full access (2)',
  ],
  [
    'rights 5 hidden',
    ZBusinessRegistration,
    registration([node(100)], [person('p1', { isUser: true, email: 'u@example.com', accessRights: 5 })]),
    'Authorized rights (5) cannot be chosen',
  ],
  ['no tax id needs a reason', ZTaxIdRow, { countryCode: 'DE' }, 'Give the tax number or why there is none'],
  [
    'CANNOT_OBTAIN needs an explanation',
    ZTaxIdRow,
    { countryCode: 'DE', tinMissingReason: 'CANNOT_OBTAIN' },
    'Explain why the tax number cannot be obtained',
  ],
  ['NO_TIN_IS_REQUIRED alone accepted', ZTaxIdRow, { countryCode: 'DE', tinMissingReason: 'NO_TIN_IS_REQUIRED' }, true],
  [
    'unknown TIN reason refused',
    ZTaxIdRow,
    { countryCode: 'DE', tinMissingReason: 'LOST' },
    'Choose why there is no tax number',
  ],
  ['percentage 0 refused', ZPercentage, 0, 'Percentage must be above 0'],
  ['percentage 100 accepted', ZPercentage, 100, true],
  ['percentage 100.01 refused', ZPercentage, 100.01, 'Percentage must not be above 100'],
  ['percentage 0.5 accepted', ZPercentage, 0.5, true],
  ['contract accepted', ZContractCreate, contract, true],
  ['signer name 256 accepted', ZContractCreate, { ...contract, senderSignerName: 'x'.repeat(256) }, true],
  [
    'signer name 257 refused',
    ZContractCreate,
    { ...contract, senderSignerName: 'x'.repeat(257) },
    'Signer name is at most 256 characters',
  ],
  [
    'obligations need one item',
    ZContractCreate,
    { ...contract, beneficiaryObligations: [] },
    'Add at least one obligation',
  ],
  [
    'company id is 32-bit',
    ZContractCreate,
    { ...contract, companyId: 2 ** 31 },
    'Company must be a whole number below 2147483648',
  ],
  [
    'company id is whole',
    ZContractCreate,
    { ...contract, companyId: 1.5 },
    'Company must be a whole number below 2147483648',
  ],
  [
    'terminate needs a note',
    REST_CALLS.contractTerminate.request,
    {},
    'Invalid input: expected string, received undefined',
  ],
  ['contract page at least 1', REST_CALLS.contractList.request, { page: '0' }, 'At least 1'],
  [
    'contract statuses checked',
    REST_CALLS.contractList.request,
    { statuses: 'ACTIVE,DONE' },
    'Unknown contract status',
  ],
  [
    'crypto settlement percentage is whole',
    ZCryptoSettlement,
    { cryptocurrency: 'BTC', percentage: 10.5, walletAddress: 'w', preferredNetwork: 'n' },
    'Enter a whole number from 1 to 100',
  ],
  [
    'crypto settlement percentage above 0',
    ZCryptoSettlement,
    { cryptocurrency: 'BTC', percentage: 0, walletAddress: 'w', preferredNetwork: 'n' },
    'Enter a whole number from 1 to 100',
  ],
  [
    'unknown settlement crypto refused',
    ZCryptoSettlement,
    { cryptocurrency: 'DOGE', percentage: 5, walletAddress: 'w', preferredNetwork: 'n' },
    'Choose one of the options',
  ],
  [
    'sub-categories need one item',
    ZIndustryBusinessCategory,
    { category: 'RETAIL', subCategories: [] },
    'Add at least one item',
  ],
  [
    'unknown industry refused',
    ZIndustryBusinessCategory,
    { category: 'MINING', subCategories: ['x'] },
    'Choose one of the options',
  ],
  ['BASIC draft may be partial', ZApplicationUpdate, { data: { applicantType: 'MERCHANT' } }, true],
  [
    'FULL needs every required field',
    ZApplicationUpdate,
    { validationType: 'FULL', data: { applicantType: 'MERCHANT' } },
    'Required',
  ],
  [
    'unknown validation type',
    ZApplicationUpdate,
    { validationType: 'STRICT', data: {} },
    'Validation type is BASIC or FULL',
  ],
  [
    'webhook URL must be http(s)',
    ZWebhookInput,
    { customerId: 1, name: 'n', enabled: true, url: 'ftp://x' },
    'Must be an http or https URL',
  ],
  [
    'allowed IP must be an IP',
    ZAllowedIpInput,
    { customerId: 1, name: 'n', enabled: true, ipFrom: '1.2.3', ipTo: '1.2.3.4' },
    'Must be an IP address',
  ],
  [
    'webhook log limit at most 20',
    REST_CALLS.webhookRequestList.request,
    { customerId: '1', limit: '21' },
    'At most 20',
  ],
  [
    'transfer to the same account refused',
    req('transferBetweenAccounts'),
    { toAmount: '1', currency: 'USD', fromAccount: 1, toAccount: 1 },
    'Source and target account must differ',
  ],
  [
    'transfer amount decimals checked',
    req('transferBetweenAccounts'),
    { toAmount: '1.001', currency: 'USD', fromAccount: 1, toAccount: 2 },
    'Amount has more decimals than the currency allows',
  ],
  [
    'JSON number for money refused',
    req('invoiceCreate'),
    { toEmail: 'a@b.co', amount: 10, currency: 'USD' },
    'Amount must be a decimal string',
  ],
  [
    'lower-case currency refused',
    req('invoiceCreate'),
    { toEmail: 'a@b.co', amount: '10', currency: 'usd' },
    'Unknown currency',
  ],
  [
    'p2p amount zero refused',
    req('transferP2p'),
    { accountId: 1, amount: '0', currency: 'EUR', toEmail: 'a@b.co' },
    'Amount must be greater than zero',
  ],
  ['phone type is 2', req('userPhoneUpdate'), { countryCode: '44', number: '7700900000', type: 1 }, 'Phone type is 2'],
  [
    'country calling code without plus',
    req('userPhoneUpdate'),
    { countryCode: '+44', number: '7700900000', type: 2 },
    'Country calling code is 1 to 4 digits, no plus sign',
  ],
  ['PINs must match', req('cardPinChange'), { accountId: 1, pin: '1234', pinRepeat: '1235' }, 'PINs do not match'],
  [
    'new passwords must match',
    req('passwordChange'),
    { password: 'old', passwordNew: 'abcd1234', passwordNewRepeat: 'abcd12345' },
    'Passwords do not match',
  ],
  ['approvals page size at most 50', req('transactionRequestList'), { size: 51 }, 'Page size is at most 50'],
  ['payment link checked', req('globalPaymentDetailsGet'), { paymentSecret: 'short' }, 'Payment link is invalid'],
  [
    'last withdrawals at most 5',
    req('globalPaymentLastWithdrawals'),
    { paymentSecret: 'a'.repeat(32), limit: 6 },
    'Too big: expected number to be <=5',
  ],
  ['card BIN is 6 digits', req('cardBinInfo'), { binNumber: '12345' }, 'Card BIN is the first 6 digits'],
  ['mass sample type checked', req('massSampleLinksGet'), { types: ['ach'] }, 'Unknown sample type'],
  ['dictionary language checked', req('dictionaryOccupations'), { lang: 'de' }, 'Unknown language'],
  ['recent transfers default limit', req('recentTransfersList'), { types: ['p2p'] }, true],
];

describe('bad input is refused with a message the portal shows', () => parseTable(cases));
