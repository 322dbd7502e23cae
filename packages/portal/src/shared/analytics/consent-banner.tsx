import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../services.tsx';
import { answerConsent, needsConsent, type TConsentAnswer } from './consent.ts';
import './consent-banner.css';

/**
 * The analytics consent banner (spec 3 §7; ours): shown where the brand asks for consent and the
 * user has not answered in this browser; Allow or No, thanks (remembered). Not modal: the page
 * stays usable, and nothing is sent until Allow.
 */
export default function ConsentBanner() {
  const { t } = useTranslation();
  const { manifest, storage, analytics } = usePortal();
  const [open, setOpen] = useState(() => needsConsent(manifest.analyticsConsent === true, storage));
  if (!open) return null;
  const answer = (a: TConsentAnswer) => {
    answerConsent(storage, analytics, a);
    setOpen(false);
  };
  return (
    <section className="op-consent" aria-label={t('consent.text')} data-testid="consent-banner">
      <p>{t('consent.text')}</p>
      <div className="op-consent__actions">
        <button
          type="button"
          className="op-button op-button--primary"
          onClick={() => answer('granted')}
          data-testid="consent-accept"
        >
          {t('consent.accept')}
        </button>
        <button type="button" className="op-button" onClick={() => answer('refused')} data-testid="consent-decline">
          {t('consent.decline')}
        </button>
      </div>
    </section>
  );
}
