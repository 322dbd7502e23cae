import { BrowserRouter } from 'react-router';
import type { TLanguage } from '@openportal/contract';
import { appLanguage, createI18n } from '@openportal/i18n';
import type { TSessionCore } from '../shared/session-core.ts';
import { analyticsTrack } from '@openportal/contract';
import { createAnalyticsClient, fetchSender } from '../shared/analytics/index.ts';
import { startsConsented } from '../shared/analytics/consent.ts';
import { createServices } from '../shared/services.tsx';
import { startShell } from '../shared/shell/start.ts';
import { App } from './app.tsx';

/**
 * The app shell, a lazy chunk of its own: i18next, the query cache, the router's components, the
 * layouts and guards. The first chunk (app/mount.tsx) asks for it at once, in parallel with the
 * common catalogue, the first screen's chunk and the session restore, none of which waits for it.
 */
export function createShell(core: TSessionCore, lang: TLanguage) {
  const i18n = createI18n(lang, core.manifest.availableLangs);
  const analytics = createAnalyticsClient({
    send: fetchSender(globalThis.fetch.bind(globalThis), `/api${analyticsTrack.path}`),
    consented: startsConsented(core.manifest.analyticsConsent === true, core.storage),
  });
  addEventListener('pagehide', () => void analytics.flush());
  const shell = startShell({
    win: window,
    tabStorage: core.tabStorage,
    store: core.store,
    brand: core.manifest.id,
    language: () => appLanguage(i18n),
    logout: () => void core.session.logout('user'),
  });
  const services = createServices({ manifest: core.manifest, i18n, core, analytics, shell });
  return function PortalShell() {
    return (
      <BrowserRouter>
        <App services={services} />
      </BrowserRouter>
    );
  };
}
