import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';

/**
 * `/register/done` (ours, issue 21): after registration, instead of a dialog over the still-filled
 * form: where the activation mail went, and what comes next (activate, sign in, verify the
 * identity, self-certify the tax residency), one line each.
 */
export function RegisteredScreen() {
  const { t } = useTranslation('registration');
  const email = (useLocation().state as { email?: unknown } | null)?.email;
  return (
    <section className="op-stack" data-testid="registered">
      <h1>{t('registered.title')}</h1>
      <p role="status" data-testid="registered-mail">
        {typeof email === 'string' ? t('registered.sentTo', { email }) : t('registered.sent')}
      </p>
      <h2>{t('registered.next')}</h2>
      <ol className="op-stack">
        <li>{t('registered.step1')}</li>
        <li>{t('registered.step2')}</li>
        <li>{t('registered.step3')}</li>
      </ol>
      <p className="op-muted">{t('registered.noMail')}</p>
      <Link className="op-button op-button--primary" to={PORTAL_PATHS.login} data-testid="registered-login">
        {t('registered.signIn')}
      </Link>
    </section>
  );
}
