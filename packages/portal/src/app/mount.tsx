import { lazy, StrictMode, startTransition, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { TBrandManifest } from '@openportal/brand-kit';
import { PORTAL_PATHS } from '@openportal/contract';
import { CATALOGUE_LOADERS, chooseLanguage, type TNamespace } from '@openportal/i18n';
import { isActivationEntry } from '../shared/session/activation-entry.ts';
import { createSessionCore } from '../shared/session-core.ts';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';
import { BootScreen } from './boot-screen.tsx';
import { preloadFirstScreen } from './preload.ts';
import { FEATURES } from './registry.ts';
import { loadDesignSystem } from '@openportal/ui';
import './frame.css';

/**
 * Starts the portal in `element` with a baked brand manifest. The first chunk holds only what
 * must start before anything else: React, the feature manifest (app/registry.ts), the session
 * (restored from the refresh cookie unless the page is an activation link, which logs out first)
 * and the fetches of the first screen. Everything else, i18next and the query cache included, is
 * the app shell (app/shell.tsx), fetched at once beside the first screen's chunk and catalogues.
 */
export function mountPortal(element: HTMLElement, manifest: TBrandManifest): Root {
  loadDesignSystem();
  const lang = chooseLanguage(localStorage.getItem(STORAGE_KEYS.language), manifest.availableLangs);
  const core = createSessionCore({ manifest, language: lang });
  const { pathname, search } = window.location;
  if (pathname.startsWith(PORTAL_PATHS.activate) || isActivationEntry(pathname, search))
    core.store.getState().signedOut(null);
  else void core.session.restore();
  // The same import() i18next's backend makes later: the catalogue is then already here.
  const loadNamespace = (ns: TNamespace) => void CATALOGUE_LOADERS[lang]?.(ns).catch(() => undefined);
  loadNamespace('common');
  preloadFirstScreen(FEATURES, pathname, loadNamespace);
  const Shell = lazy(() => import('./shell.tsx').then((m) => ({ default: m.createShell(core, lang) })));
  const root = createRoot(element);
  // The first render is a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (Lighthouse total blocking time, docs/decisions/web-code-splitting.md).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Suspense fallback={<BootScreen manifest={manifest} />}>
          <Shell />
        </Suspense>
      </StrictMode>,
    ),
  );
  return root;
}
