import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORTAL_PATHS, type TPortalPathName } from '@openportal/contract';
import { useIsRegistered } from '../../shared/route-table.tsx';
import { DevicesSection } from './devices-section.tsx';
import { IpAllowList } from './ip-allow-list.tsx';
import { PasswordSection } from './password-section.tsx';
import { TwoStepSection } from './two-step-section.tsx';

/** The hub's sub-pages (spec 2 §2 setting and its sub-pages), each shown when registered. */
const LINKS: ReadonlyArray<[TPortalPathName, string]> = [
  ['loginHistory', 'settings.links.loginHistory'],
  ['payoutBlacklist', 'settings.links.payoutBlacklist'],
  ['profileNotifications', 'settings.links.notifications'],
  ['legal', 'settings.links.legal'],
];

/** `/setting`: the settings hub: links to the sub-pages, two-step verification, password, allowed IPs. */
export function SettingsScreen() {
  const { t } = useTranslation('security');
  const isRegistered = useIsRegistered();
  return (
    <div className="op-stack">
      <section className="op-card">
        <h1>{t('settings.title')}</h1>
        <p className="op-muted">{t('settings.intro')}</p>
        <ul className="op-links">
          {LINKS.filter(([path]) => isRegistered(path)).map(([path, label]) => (
            <li key={path}>
              <Link to={PORTAL_PATHS[path]} data-testid={`settings-link-${path}`}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <DevicesSection />
      <TwoStepSection />
      <PasswordSection />
      <IpAllowList />
    </div>
  );
}
