import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { visibleCategories } from './categories.ts';
import { FX_RATE_BAND_DEFAULT_PERCENT, ZBrandManifest, featureFlags, flagDefines } from './manifest.ts';
import { themeToCss } from './theme.ts';

const sample = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../brands/paywave/brand.json', import.meta.url)), 'utf8'),
);

function withChange(change: (m: any) => void) {
  const m = structuredClone(sample);
  change(m);
  return ZBrandManifest.safeParse(m);
}

/** One line per bad manifest: what is changed, and the path the error must point to. */
const rejects: Array<[string, (m: any) => void, string]> = [
  [
    'colour not #rrggbb',
    (m) => {
      m.theme.colors.primary = 'red';
    },
    'theme.colors.primary',
  ],
  [
    'colour with CSS injection',
    (m) => {
      m.theme.colors.text = '#000000;}body{x:1';
    },
    'theme.colors.text',
  ],
  [
    'short hex colour',
    (m) => {
      m.theme.colors.accent = '#fff';
    },
    'theme.colors.accent',
  ],
  [
    'muted text too light for the surface',
    (m) => {
      m.theme.colors.muted = '#aaaaaa';
    },
    'theme.colors.muted',
  ],
  [
    'primary button text too close to the primary',
    (m) => {
      m.theme.colors.primaryText = '#8f7ad6';
    },
    'theme.colors.primaryText',
  ],
  [
    'popup icon invisible on a light success colour',
    (m) => {
      m.theme.colors.success = '#9fe0c0';
    },
    'theme.colors.success',
  ],
  [
    'radius in em',
    (m) => {
      m.theme.radius = '1em';
    },
    'theme.radius',
  ],
  [
    'font outside allow-list',
    (m) => {
      m.theme.fontFamily = 'Comic Sans';
    },
    'theme.fontFamily',
  ],
  [
    'unknown theme key',
    (m) => {
      m.theme.shadow = '0 0 1px';
    },
    'theme',
  ],
  [
    'unknown language',
    (m) => {
      m.availableLangs = ['en', 'de'];
    },
    'availableLangs.1',
  ],
  [
    'empty languages',
    (m) => {
      m.availableLangs = [];
    },
    'availableLangs',
  ],
  [
    'languages without default',
    (m) => {
      m.availableLangs = ['es'];
    },
    'availableLangs',
  ],
  [
    'repeated language',
    (m) => {
      m.availableLangs = ['en', 'en'];
    },
    'availableLangs',
  ],
  [
    'adult category while hidden',
    (m) => {
      m.hideAdultIndustriesInRegistration = true;
    },
    'registrationTypes',
  ],
  [
    'unknown category',
    (m) => {
      m.registrationTypes.personal.push('gamblers');
    },
    'registrationTypes.personal.6',
  ],
  [
    'javascript: link',
    (m) => {
      m.feeLinks.personal = 'javascript:alert(1)';
    },
    'feeLinks.personal',
  ],
  [
    'http store link',
    (m) => {
      m.storeLinks.ios = 'http://apps.example/x';
    },
    'storeLinks.ios',
  ],
  [
    'bad support e-mail',
    (m) => {
      m.supports.defaultEmail = 'nope';
    },
    'supports.defaultEmail',
  ],
  [
    'bad WhatsApp number',
    (m) => {
      m.supports.managerWhatsApp = '0044 1234';
    },
    'supports.managerWhatsApp',
  ],
  [
    'missing accountConfirmation',
    (m) => {
      delete m.accountConfirmation;
    },
    'accountConfirmation',
  ],
  [
    'unknown top-level key',
    (m) => {
      m.colour = '#ffffff';
    },
    '',
  ],
  [
    'upper-case id',
    (m) => {
      m.id = 'PayWave';
    },
    'id',
  ],
  [
    'logo not svg',
    (m) => {
      m.logo = 'logo.png';
    },
    'logo',
  ],
  [
    'no terms',
    (m) => {
      m.terms = [];
    },
    'terms',
  ],
  [
    'flag not boolean',
    (m) => {
      m.flags.realtime = 'yes';
    },
    'flags.realtime',
  ],
  [
    'FX band of 0 percent',
    (m) => {
      m.fxRateBandPercent = 0;
    },
    'fxRateBandPercent',
  ],
  [
    'FX band above 50 percent',
    (m) => {
      m.fxRateBandPercent = 51;
    },
    'fxRateBandPercent',
  ],
  [
    'FX band not a whole percent',
    (m) => {
      m.fxRateBandPercent = 2.5;
    },
    'fxRateBandPercent',
  ],
];

describe('ZBrandManifest', () => {
  it('accepts the sample brand', () => {
    expect(ZBrandManifest.safeParse(sample).success).toBe(true);
  });
  it('gives an FX band of 5 percent when the brand sets none', () => {
    expect(ZBrandManifest.parse(sample).fxRateBandPercent).toBe(FX_RATE_BAND_DEFAULT_PERCENT);
    expect(FX_RATE_BAND_DEFAULT_PERCENT).toBe(5);
    expect(withChange((m) => (m.fxRateBandPercent = 2)).data?.fxRateBandPercent).toBe(2);
  });
  it.each(rejects)('rejects %s', (_name, change, path) => {
    const r = withChange(change);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });
  it('derives the compile-time flags and visible categories', () => {
    const m = ZBrandManifest.parse(sample);
    expect(featureFlags(m)).toEqual({
      registration: true,
      contracts: m.contractsEnable,
      merchantAccount: m.merchantAccountEnable,
      sourceOfWealth: m.sourceOfWealthEnable,
      realtime: true,
    });
    expect(visibleCategories(m, 'personal')).toContain('webcamModels');
    const hidden = ZBrandManifest.parse({
      ...sample,
      hideAdultIndustriesInRegistration: true,
      registrationTypes: { personal: ['developers'], business: ['others'] },
    });
    expect(visibleCategories(hidden, 'personal')).toEqual(['developers']);
  });
});

describe('themeToCss', () => {
  it('writes one custom property per token', () => {
    const css = themeToCss(ZBrandManifest.parse(sample).theme);
    expect(css).toMatch(/^:root \{/);
    expect(css).toContain('--op-color-primary: #5b3cc4;');
    expect(css).toContain('--op-color-primary-text: #ffffff;');
    expect(css).toContain('--op-radius: 14px;');
    expect(css).toContain('--op-font-family:');
  });
  it('refuses a theme that did not pass the schema', () => {
    const theme = structuredClone(ZBrandManifest.parse(sample).theme);
    (theme.colors as Record<string, string>).primary = 'url(x)';
    expect(() => themeToCss(theme)).toThrow();
  });
});

describe('flagDefines', () => {
  it('names one constant per flag', () => {
    const m = ZBrandManifest.parse({ ...sample, contractsEnable: false, merchantAccountEnable: true });
    expect(flagDefines(m)).toEqual({
      __OP_FLAG_REGISTRATION__: 'true',
      __OP_FLAG_CONTRACTS__: 'false',
      __OP_FLAG_MERCHANT_ACCOUNT__: 'true',
      __OP_FLAG_SOURCE_OF_WEALTH__: JSON.stringify(m.sourceOfWealthEnable),
      __OP_FLAG_REALTIME__: 'true',
    });
  });
});
