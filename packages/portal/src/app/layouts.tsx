import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SessionEffects } from '../features/auth/session-effects.tsx';
import { usePortal } from '../shared/services.tsx';
import { BrandLogo } from '../shared/ui/brand-logo.tsx';
import { LanguageSelect } from '../shared/ui/language-select.tsx';

declare const __OP_FLAG_CONTRACTS__: boolean;
declare const __OP_FLAG_MERCHANT_ACCOUNT__: boolean;

/** Public pages: logo, language, one card. */
export function PublicLayout() {
  return (
    <div className="op-public">
      <header className="op-public__header">
        <BrandLogo />
        <LanguageSelect />
      </header>
      <main className="op-public__main">
        <Outlet />
      </main>
    </div>
  );
}

/** Signed-in pages: header, navigation (a bottom bar on mobile), content. */
export function MainLayout() {
  const { t } = useTranslation();
  const { session, tabStorage } = usePortal();
  const link = (to: string, id: string, label: string) => (
    <NavLink
      to={to}
      end={to === '/'}
      data-testid={id}
      className={({ isActive }) => `op-nav__link${isActive ? ' is-active' : ''}`}
    >
      {label}
    </NavLink>
  );
  return (
    <div className="op-shell">
      <SessionEffects />
      <header className="op-header">
        <BrandLogo />
        <div className="op-header__tools">
          <LanguageSelect />
          <button
            type="button"
            className="op-button"
            data-testid="logout"
            onClick={() => {
              tabStorage.clear();
              void session.logout('user');
            }}
          >
            {t('common.logout')}
          </button>
        </div>
      </header>
      <nav className="op-nav" aria-label={t('common.menu')}>
        {link('/', 'nav-home', t('nav.home'))}
        {link('/transfer/account', 'nav-transfer', t('nav.transfer'))}
        {link('/history', 'nav-history', t('nav.history'))}
        {__OP_FLAG_CONTRACTS__ && link('/contracts', 'nav-contracts', t('nav.contracts'))}
        {__OP_FLAG_MERCHANT_ACCOUNT__ &&
          link('/merchant/application', 'nav-merchant-account', t('nav.merchantAccount'))}
      </nav>
      <main className="op-main">
        <Outlet />
      </main>
    </div>
  );
}
