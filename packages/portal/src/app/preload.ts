import { matchPath } from 'react-router';
import type { TNamespace } from '@openportal/i18n';
import { PORTAL_PATHS, routePattern } from '@openportal/contract';
import type { TFeature } from '../shared/feature.ts';

/**
 * At page load, starts fetching what the screen of `pathname` needs (its feature's catalogue and,
 * when the route's screen has `preload`, its chunk) at once, in parallel with the common catalogue
 * and the session restore (and the app shell, app/shell.tsx): otherwise each waits for the one before it (index → catalogue →
 * guards → screen chunk → screen catalogue). A prefetch only: the route still renders as before.
 */
export function preloadFirstScreen(
  features: readonly TFeature[],
  pathname: string,
  loadNamespace: (ns: TNamespace) => void,
): void {
  for (const f of features) {
    for (const r of f.routes) {
      if (!r.screen) continue;
      const path = routePattern(PORTAL_PATHS[r.path]);
      if (!matchPath({ path: r.splat ? `${path}/*` : path }, pathname)) continue;
      loadNamespace(f.namespace);
      if ('preload' in r.screen && typeof r.screen.preload === 'function') void r.screen.preload();
      return;
    }
  }
}
