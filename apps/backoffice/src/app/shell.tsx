import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminAuthLogout, adminAuthMe, LANGUAGES, type TLanguage } from '@openportal/contract';
import { useAllowed } from '../api/access.ts';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { useServices } from '../api/services.tsx';
import { LANGUAGE_KEY } from '../i18n/index.ts';
import { NAV } from './registry.ts';

/** The signed-in frame: who is signed in, the sections, the language, sign-out. */
export function Shell() {
  const { t, i18n } = useTranslation();
  const { session } = useServices();
  const client = useQueryClient();
  const me = useCall(adminAuthMe, {});
  const allowed = useAllowed();
  const logout = useCallMutation(adminAuthLogout, { onFailure: false });
  const signOut = async () => {
    await logout.run({});
    session.set(null);
    client.clear();
  };
  const setLanguage = (lang: TLanguage) => {
    localStorage.setItem(LANGUAGE_KEY, lang);
    void i18n.changeLanguage(lang);
    document.documentElement.lang = lang === 'ua' ? 'uk' : lang;
  };
  return (
    <div className="bo-shell">
      <header className="bo-header">
        <strong className="bo-header__title">{t('app.title')}</strong>
        {me.data && <span className="bo-header__who">{t('app.signedInAs', { name: me.data.data.name })}</span>}
        <label className="bo-header__lang">
          <span>{t('app.language')}</span>
          <select value={i18n.language} onChange={(e) => setLanguage(e.target.value as TLanguage)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="op-button" onClick={() => void signOut()}>
          {t('app.signOut')}
        </button>
      </header>
      <nav className="bo-nav" aria-label={t('app.nav.label')}>
        <ul>
          {NAV.filter((item) => allowed(item.call)).map((item) => (
            <li key={item.path}>
              <NavLink className="bo-nav__link" to={item.path}>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="bo-main">
        <Outlet />
      </main>
    </div>
  );
}
