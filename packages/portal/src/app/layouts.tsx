import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS } from '@openportal/contract';
import type { TNavItem, TRealtimeHandlers } from '../shared/feature.ts';
import { usePortal, useSession } from '../shared/services.tsx';
import { BrandLogo } from '../shared/ui/brand-logo.tsx';
import { LanguageSelect } from '../shared/ui/language-select.tsx';
import { MainRegion, SkipLink } from './route-focus.tsx';
import { SessionEffects } from './session-effects.tsx';
import { ApprovalsBadge } from '../shared/ui/approvals-badge.tsx';

/** Lazy: it brings its call's schema, which the shell's first chunk must not carry. */
const CompanySwitch = /* @__PURE__ */ lazy(() => import('../shared/ui/company-switch.tsx'));
/** Lazy too: the notification centre (bell, list, toasts) and its calls load after the first paint. */
const NotificationBell = /* @__PURE__ */ lazy(() => import('../shared/notifications/bell.tsx'));
/** Lazy: only brands that ask for analytics consent load the banner. */
const ConsentBanner = /* @__PURE__ */ lazy(() => import('../shared/analytics/consent-banner.tsx'));

/** The analytics consent banner where the brand's manifest asks for consent. */
function Consent() {
  const asks = usePortal().manifest.analyticsConsent === true;
  if (!asks) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}

/** Public pages: logo, language, one card. */
export function PublicLayout() {
  return (
    <div className="op-public">
      <SkipLink />
      <header className="op-public__header">
        <BrandLogo />
        <LanguageSelect />
      </header>
      <MainRegion className="op-public__main" />
      <Consent />
    </div>
  );
}

function LogoutButton() {
  const { t } = useTranslation();
  const { session, tabStorage } = usePortal();
  return (
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
  );
}

function Header() {
  return (
    <header className="op-header">
      <BrandLogo />
      <div className="op-header__tools">
        <Suspense fallback={null}>
          <CompanySwitch />
        </Suspense>
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
        <LanguageSelect />
        <LogoutButton />
      </div>
    </header>
  );
}

/** Restricted pages (spec 1 §2: kyc, scp, splashes, company documents): reduced chrome, no navigation. */
export function RestrictedLayout({ realtime }: { realtime: readonly TRealtimeHandlers[] }) {
  return (
    <div className="op-shell op-shell--restricted" data-testid="layout-restricted">
      <SkipLink />
      <SessionEffects handlers={realtime} />
      <Header />
      <MainRegion className="op-main" />
    </div>
  );
}

function Nav({ items }: { items: readonly TNavItem[] }) {
  const { t } = useTranslation();
  const isBusiness = useSession((s) => s.access?.isBusiness ?? false);
  return (
    <nav className="op-nav" aria-label={t('common.menu')}>
      {items
        .filter((item) => isBusiness || !item.businessOnly)
        .map((item) => {
          const to = PORTAL_PATHS[item.path];
          return (
            <NavLink
              key={item.testId}
              to={to}
              end={to === PORTAL_PATHS.home}
              data-testid={item.testId}
              className={({ isActive }) => `op-nav__link${isActive ? ' is-active' : ''}`}
            >
              {t(item.labelKey)}
              {item.badge === 'approvals' && <ApprovalsBadge />}
            </NavLink>
          );
        })}
    </nav>
  );
}

/** Signed-in pages: header, the features' navigation (a bottom bar on mobile), content. */
export function MainLayout({ nav, realtime }: { nav: readonly TNavItem[]; realtime: readonly TRealtimeHandlers[] }) {
  return (
    <div className="op-shell" data-testid="layout-main">
      <SkipLink />
      <SessionEffects handlers={realtime} />
      <Header />
      <Nav items={nav} />
      <MainRegion className="op-main" />
      <Consent />
    </div>
  );
}
