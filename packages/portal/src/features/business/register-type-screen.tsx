import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';

/**
 * `/register` (spec 1 §2 "Choice of registration type"): personal or business, each a link to
 * its form with one line on who it is for. Registration switched off sends to login (the
 * route's allowRegistration guard).
 */
export function RegisterTypeScreen() {
  const { t } = useTranslation('business');
  const choices = [
    {
      to: PORTAL_PATHS.registerPersonal,
      label: 'registerType.personal',
      hint: 'registerType.personalHint',
      id: 'personal',
    },
    {
      to: PORTAL_PATHS.registerBusiness,
      label: 'registerType.business',
      hint: 'registerType.businessHint',
      id: 'business',
    },
  ] as const;
  return (
    <section className="op-stack" data-testid="register-type">
      <h1>{t('registerType.title')}</h1>
      <h2 id="register-type-question">{t('registerType.question')}</h2>
      <ul className="op-stack" aria-labelledby="register-type-question">
        {choices.map((c) => (
          <li key={c.id} className="op-card">
            <Link to={c.to} data-testid={`register-type-${c.id}`} aria-describedby={`register-type-${c.id}-hint`}>
              {t(c.label)}
            </Link>
            <p id={`register-type-${c.id}-hint`} className="op-muted">
              {t(c.hint)}
            </p>
          </li>
        ))}
      </ul>
      <p>
        {t('registerType.haveAccount')}{' '}
        <Link to={PORTAL_PATHS.login} data-testid="register-type-login">
          {t('registerType.signIn')}
        </Link>
      </p>
    </section>
  );
}
