import { z } from 'zod';
import { success } from '../envelope.ts';
import { ZUsername } from './auth.ts';
import { defineMethod } from './define.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';

export const PERSONAL_CATEGORIES = [
  'webmasters',
  'freelancers',
  'webcamModels',
  'developers',
  'independentContractors',
  'others',
] as const;
export const BUSINESS_CATEGORIES = [
  'registrationAdvertisingNetworks',
  'registrationAffiliatePrograms',
  'registrationLiveStreamingNetworks',
  'registrationFreelanceCompanies',
  'registrationHostingProviders',
  'registrationBillingPaymentProcessors',
  'registrationWebcamStudios',
  'others',
] as const;

/** Our choice: 8-128 characters with at least one letter and one digit. */
export const ZNewPassword = z
  .string()
  .min(8, FIELD_MESSAGES.passwordShort)
  .max(128, FIELD_MESSAGES.passwordLong)
  .regex(/[A-Za-z]/, FIELD_MESSAGES.passwordLetter)
  .regex(/[0-9]/, FIELD_MESSAGES.passwordDigit);

const ZName = z.string().trim().min(1, FIELD_MESSAGES.required).max(100, FIELD_MESSAGES.atMost100);

export const personalAccountCreate = defineMethod('personalAccountCreate', {
  domain: 'identity',
  request: z.strictObject({
    email: ZUsername,
    password: ZNewPassword,
    firstName: ZName,
    lastName: ZName,
    category: z.enum(PERSONAL_CATEGORIES),
    countryCode: z.string().regex(/^[A-Z]{2}$/, FIELD_MESSAGES.countryCode),
    termsAccepted: z.literal(true, { error: FIELD_MESSAGES.acceptTerms }),
  }),
  response: success({ userId: z.string() }),
  access: 'public',
  feature: 'registration',
  headers: ['Accept-Language'],
  section: "spec1 §2 /register/personal (call name not shown; the brand is the host's, never the body's)",
  ourChoice: true,
});

export const accountActivate = defineMethod('accountActivate', {
  domain: 'identity',
  request: z.strictObject({ username: ZUsername, activationCode: z.string().min(1).max(128) }),
  response: success({ accessToken: z.string(), refreshToken: z.string().optional() }),
  access: 'public',
  headers: ['Accept-Language'],
  section: 'spec1 §7 Account activation',
  ourChoice: true,
});

export const activationCodeResend = defineMethod('activationCodeResend', {
  domain: 'identity',
  rateClass: 'outbound',
  request: z.strictObject({
    email: ZUsername,
    brand: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/)
      .optional(),
  }),
  response: success({}),
  access: 'public',
  headers: ['Accept-Language'],
  section: 'spec1 §7 Account activation',
  ourChoice: true,
});
