import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { TBrandManifest } from '@openportal/brand-kit';
import { createBundledI18n } from '@openportal/i18n';
import type { TLanguage } from '@openportal/contract';
import { App } from '../app/app.tsx';
import type { TFeature } from '../shared/feature.ts';
import type { TAnalyticsClient } from '../shared/analytics/index.ts';
import type { TShellBridge } from '../shared/shell/bridge.ts';
import { createServices } from '../shared/services.tsx';
import { memoryStorage } from './fake-api.ts';

export const where = { path: '' };
function LocationProbe() {
  const l = useLocation();
  useEffect(() => {
    where.path = `${l.pathname}${l.search}`;
  }, [l]);
  return null;
}

/** Renders the whole portal at `path` with a fake fetch. */
export function renderApp(opts: {
  manifest: TBrandManifest;
  fetch: typeof fetch;
  path: string;
  lang?: TLanguage;
  signedOut?: boolean;
  /** The registered features (default: this build's registry). */
  features?: readonly TFeature[];
  /** An analytics client to watch (default: none, nothing sent). */
  analytics?: TAnalyticsClient;
  /** The mobile shell's bridge (default: none, a browser). */
  shell?: TShellBridge;
  /** localStorage as the page finds it (default: empty). */
  storage?: Storage;
}) {
  const i18n = createBundledI18n(opts.lang ?? 'en', opts.manifest.availableLangs);
  const services = createServices({
    manifest: opts.manifest,
    i18n,
    fetch: opts.fetch,
    storage: opts.storage ?? memoryStorage(),
    tabStorage: memoryStorage(),
    search: '',
    // No other tab hears this one (a real BroadcastChannel would reach other tests' apps).
    tabs: { loggedOut: () => undefined, onLoggedOut: () => () => undefined },
    ...(opts.analytics ? { analytics: opts.analytics } : {}),
    ...(opts.shell ? { shell: opts.shell } : {}),
  });
  if (opts.signedOut) services.store.getState().signedOut(null);
  const view = render(
    <MemoryRouter initialEntries={[opts.path]}>
      <App services={services} features={opts.features} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, services };
}
