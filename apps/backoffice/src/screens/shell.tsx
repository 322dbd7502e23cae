import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminAuthLogout, adminAuthMe, LANGUAGES, type TLanguage } from '@openportal/contract';
import { useAllowed } from '../api/access.ts';
import { useAdminCall } from '../api/queries.ts';
import { useServices } from '../api/services.tsx';
import { LANGUAGE_KEY } from '../i18n/index.ts';

/** Each section, and the call it needs: a section the operator's roles do not allow is not shown. */
const NAV = [
  ['/customers', 'app.nav.customers', 'adminCustomerSearch'],
  ['/fx-rates', 'app.nav.fx', 'adminFxRateList'],
  ['/fees', 'app.nav.fees', 'adminFeeList'],
  ['/audit-log', 'app.nav.audit', 'adminAuditList'],
  ['/recovery', 'app.nav.recovery', 'adminRecoveryTaskList'],
] as const;

/** The signed-in frame: who is signed in, the sections, the language, sign-out. */
export function Shell() {
  const { t, i18n } = useTranslation();
  const { api, session } = useServices();
  const client = useQueryClient();
  const me = useAdminCall(adminAuthMe);
  const allowed = useAllowed();
  const signOut = async () => {
    await api.call(adminAuthLogout);
    session.set(null);
    client.clear();
  };
  const setLanguage = (lang: TLanguage) => {
    localStorage.setItem(LANGUAGE_KEY, lang);
    void i18n.changeLanguage(lang);
    document.documentElement.lang = lang === 'ua' ? 'uk' : lang;
  };
  return (
    <div className="shell">
      <header>
        <strong>{t('app.title')}</strong>
        {me.data && <span>{t('app.signedInAs', { name: me.data.data.name })}</span>}
        <label>
          {t('app.language')}
          <select value={i18n.language} onChange={(e) => setLanguage(e.target.value as TLanguage)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => void signOut()}>
          {t('app.signOut')}
        </button>
      </header>
      <nav aria-label={t('app.nav.label')}>
        <ul>
          {NAV.filter(([, , call]) => allowed(call)).map(([to, key]) => (
            <li key={to}>
              <NavLink to={to}>{t(key)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
