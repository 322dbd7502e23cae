import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { TBrandManifest } from '@openportal/brand-kit';
import { PORTAL_PATHS } from '@openportal/contract';
import { chooseLanguage, createI18n } from '@openportal/i18n';
import { createServices } from '../shared/services.tsx';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';
import { App } from './app.tsx';
import { isActivationEntry } from './guards.tsx';
import { preloadFirstScreen } from './preload.ts';
import { FEATURES } from './registry.ts';
import '../shared/ui/portal.css';

/**
 * Starts the portal in `element` with a baked brand manifest. The session is restored from the
 * refresh cookie unless the page is an activation link (activation logs out first).
 */
export function mountPortal(element: HTMLElement, manifest: TBrandManifest): Root {
  const lang = chooseLanguage(localStorage.getItem(STORAGE_KEYS.language), manifest.availableLangs);
  const i18n = createI18n(lang, manifest.availableLangs);
  const services = createServices({ manifest, i18n });
  const { pathname, search } = window.location;
  if (pathname.startsWith(PORTAL_PATHS.activate) || isActivationEntry(pathname, search))
    services.store.getState().signedOut(null);
  else void services.session.restore();
  preloadFirstScreen(FEATURES, pathname, i18n);
  const root = createRoot(element);
  // The first render is a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (Lighthouse total blocking time, apps/web/README.md).
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App services={services} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
  return root;
}
