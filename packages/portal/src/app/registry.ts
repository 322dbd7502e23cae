import type { TFeature } from '../shared/feature.ts';
import { accountsFeature } from '../features/accounts/index.ts';
import { cardsFeature } from '../features/cards/index.ts';
import { authFeature, afterSignInFeature } from '../features/auth/index.ts';
import { businessFeature } from '../features/business/index.ts';
import {
  businessCertificationFeature,
  businessCertificationSplashFeature,
  representativeCertificationFeature,
} from '../features/business-certification/index.ts';
import { companyDocumentsFeature, companyFeature } from '../features/company/index.ts';
import { contractsFeature } from '../features/contracts/index.ts';
import { historyFeature } from '../features/history/index.ts';
import { invoicesFeature } from '../features/invoices/index.ts';
import { kycAccountFeature, kycFeature, kycPublicFeature } from '../features/kyc/index.ts';
import { legalFeature } from '../features/legal/index.ts';
import { merchantAccountFeature } from '../features/merchant-account/index.ts';
import { registrationFeature } from '../features/registration/index.ts';
import { profileFeature } from '../features/profile/index.ts';
import { securityFeature } from '../features/security/index.ts';
import { supportFeature } from '../features/support/index.ts';
import { newsFeature } from '../features/news/index.ts';
import { transfersFeature } from '../features/transfers/index.ts';

declare const __OP_FLAG_CONTRACTS__: boolean;
declare const __OP_FLAG_MERCHANT_ACCOUNT__: boolean;

/** Every feature the portal has, whatever the brand (tools and the coverage script read this). */
export const ALL_FEATURES: readonly TFeature[] = [
  authFeature,
  afterSignInFeature,
  registrationFeature,
  businessFeature,
  companyFeature,
  companyDocumentsFeature,
  legalFeature,
  accountsFeature,
  cardsFeature,
  transfersFeature,
  invoicesFeature,
  historyFeature,
  securityFeature,
  profileFeature,
  kycFeature,
  kycAccountFeature,
  kycPublicFeature,
  businessCertificationFeature,
  businessCertificationSplashFeature,
  representativeCertificationFeature,
  supportFeature,
  newsFeature,
  contractsFeature,
  merchantAccountFeature,
];

/**
 * The features of this build. A flagged feature is referenced only behind its compile-time flag,
 * so for a brand with the flag off the bundler drops its module, its lazy chunks and its calls.
 */
export const FEATURES: readonly TFeature[] = [
  authFeature,
  afterSignInFeature,
  registrationFeature,
  businessFeature,
  companyFeature,
  companyDocumentsFeature,
  legalFeature,
  accountsFeature,
  cardsFeature,
  transfersFeature,
  invoicesFeature,
  historyFeature,
  securityFeature,
  profileFeature,
  kycFeature,
  kycAccountFeature,
  kycPublicFeature,
  businessCertificationFeature,
  businessCertificationSplashFeature,
  representativeCertificationFeature,
  supportFeature,
  newsFeature,
  ...(__OP_FLAG_CONTRACTS__ ? [contractsFeature] : []),
  ...(__OP_FLAG_MERCHANT_ACCOUNT__ ? [merchantAccountFeature] : []),
];
