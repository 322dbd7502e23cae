import { z } from 'zod';
import { BUSINESS_CATEGORIES, DEFAULT_LANGUAGE, LANGUAGES, PERSONAL_CATEGORIES } from '@openportal/contract';
import { ADULT_CATEGORIES } from './categories.ts';
import { ZTheme } from './theme.ts';

const ZHttpsUrl = z.url({ protocol: /^https$/, error: 'Must be an https URL' }).max(500);
/** A link the portal opens: an https URL or an absolute path on the brand's own origin. */
const ZLink = z.union([ZHttpsUrl, z.string().regex(/^\/[a-z0-9\-/._]*$/, 'Must be an https URL or an absolute path')]);
const ZText = z.string().trim().min(1).max(300);
const ZPhone = z.string().regex(/^\+[0-9]{7,15}$/, 'Phone must be + and 7 to 15 digits');

export const ZTerm = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  key: z.string().regex(/^[a-zA-Z0-9]{1,40}$/),
  label: ZText,
  text: z.string().trim().min(1).max(2000),
  url: ZLink,
  /** Whether the box starts ticked. */
  value: z.boolean(),
  /**
   * The version in force (ours): a customer who accepted another version must accept this one at
   * the next sign-in (TE). Absent: '1', the version every account accepted at registration.
   */
  version: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,20}$/)
    .default('1'),
});

/** Build-time switches that are not part of spec 1 §3 but still brand data. */
export const ZBrandFlags = z.strictObject({
  realtime: z.boolean(),
  languageSwitcher: z.boolean(),
});

/** The FX band of a brand that sets none (`fxRateBandPercent`). */
export const FX_RATE_BAND_DEFAULT_PERCENT = 5;

export const ZBrandManifest = z
  .strictObject({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, 'Brand id is lower-case letters, digits and -'),
    projectName: z.string().trim().min(1).max(60),
    /** File name of the SVG logo inside the brand folder. */
    logo: z.string().regex(/^[a-z0-9-]+\.svg$/, 'Logo must be an .svg file in the brand folder'),
    allowRegistration: z.boolean(),
    registrationTypes: z.strictObject({
      personal: z.array(z.enum(PERSONAL_CATEGORIES)).min(1),
      business: z.array(z.enum(BUSINESS_CATEGORIES)).min(1),
    }),
    hideAdultIndustriesInRegistration: z.boolean(),
    appDeeplinkScheme: z.string().regex(/^[a-z][a-z0-9+.-]{1,30}$/),
    storeLinks: z.strictObject({ ios: ZHttpsUrl, android: ZHttpsUrl }),
    /** Ours (spec 1 §4 migration to push): soft may be put off until `deadline` (UTC day), strict not. */
    pushMigration: z
      .strictObject({ req: z.enum(['none', 'soft', 'strict']), deadline: z.iso.date().optional() })
      .optional(),
    /** Ours (spec 1 §4 session: 15 minutes idle): a brand may sign out sooner, e.g. 5 under PSD2. */
    sessionIdleMinutes: z.int().min(1).max(15).optional(),
    /** Ours (spec 3 §7 analytics): the portal asks the user before it sends any analytics event. */
    analyticsConsent: z.boolean().optional(),
    /**
     * Ours (back office, four eyes): how far, in percent of the customer rate in force, an
     * operator alone may move an exchange rate; a bigger move waits for a second operator.
     */
    fxRateBandPercent: z
      .int('Whole percent')
      .min(1, 'Band is 1 to 50 percent')
      .max(50, 'Band is 1 to 50 percent')
      .default(FX_RATE_BAND_DEFAULT_PERCENT),
    pdfLogo: z.strictObject({ width: z.number().int().min(16).max(1000), link: ZHttpsUrl }),
    botCheckSiteKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
    terms: z.array(ZTerm).min(1).max(10),
    feeLinks: z.strictObject({ personal: ZLink, business: ZLink }),
    supports: z.strictObject({ managerWhatsApp: ZPhone, defaultEmail: z.email() }),
    availableLangs: z.array(z.enum(LANGUAGES)).min(1),
    defaultLang: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
    contractsEnable: z.boolean(),
    merchantAccountEnable: z.boolean(),
    sourceOfWealthEnable: z.boolean(),
    accountConfirmation: z.strictObject({
      legalName: ZText,
      address: ZText,
      footerLines: z.array(ZText).max(6),
      phone: ZPhone,
      email: z.email(),
      web: ZHttpsUrl,
    }),
    theme: ZTheme,
    flags: ZBrandFlags,
  })
  .superRefine((m, ctx) => {
    if (new Set(m.availableLangs).size !== m.availableLangs.length) {
      ctx.addIssue({ code: 'custom', path: ['availableLangs'], message: 'Languages must not repeat' });
    }
    if (!m.availableLangs.includes(m.defaultLang)) {
      ctx.addIssue({ code: 'custom', path: ['availableLangs'], message: 'availableLangs must include defaultLang' });
    }
    const all: readonly string[] = [...m.registrationTypes.personal, ...m.registrationTypes.business];
    if (m.hideAdultIndustriesInRegistration && ADULT_CATEGORIES.some((c) => all.includes(c))) {
      ctx.addIssue({
        code: 'custom',
        path: ['registrationTypes'],
        message: 'Adult categories listed while hideAdultIndustriesInRegistration is on',
      });
    }
    if (new Set(m.terms.map((t) => t.id)).size !== m.terms.length) {
      ctx.addIssue({ code: 'custom', path: ['terms'], message: 'Term ids must be unique' });
    }
  });
export type TBrandManifest = z.infer<typeof ZBrandManifest>;
export type TBrandManifestInput = z.input<typeof ZBrandManifest>;

/** Compile-time feature flags derived from the manifest; apps/web turns each into a constant. */
export function featureFlags(m: TBrandManifest) {
  return {
    registration: m.allowRegistration,
    contracts: m.contractsEnable,
    merchantAccount: m.merchantAccountEnable,
    sourceOfWealth: m.sourceOfWealthEnable,
    realtime: m.flags.realtime,
  } as const;
}
export type TFeatureFlags = ReturnType<typeof featureFlags>;
export type TFeatureFlag = keyof TFeatureFlags;

/** The global each compile-time flag becomes (apps/web `define`s them; the portal declares them). */
export function flagConstantName(flag: TFeatureFlag): string {
  return `__OP_FLAG_${flag.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}__`;
}

/** Vite `define` entries for a brand: `{ __OP_FLAG_CONTRACTS__: 'false', ... }`. */
export function flagDefines(m: TBrandManifest): Record<string, string> {
  const flags = featureFlags(m);
  return Object.fromEntries(
    (Object.keys(flags) as TFeatureFlag[]).map((f) => [flagConstantName(f), JSON.stringify(flags[f])]),
  );
}
