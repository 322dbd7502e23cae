import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { usePortal } from '../shared/services.tsx';

/** How long a lazy screen may take to show its heading before the title is left as it is. */
const HEADING_WAIT_MS = 10_000;

/**
 * On every route (and language) change: the document title becomes the screen's heading and the
 * brand (`History · PayWave`), and after the first page focus moves to that heading, so a screen
 * reader announces the new screen and the keyboard starts from it. Screens load lazily, so the
 * heading is awaited (bounded) rather than read at once.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const { manifest } = usePortal();
  const { i18n } = useTranslation();
  const firstPage = useRef(true);
  const language = i18n.language;
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const moveFocus = !firstPage.current;
    firstPage.current = false;
    const apply = () => {
      // A loading screen's heading stands in until the screen's own (shared/ui/loading.tsx).
      const heading = root.querySelector<HTMLElement>('h1:not([data-loading])');
      if (!heading?.textContent) return false;
      document.title = `${heading.textContent} · ${manifest.projectName}`;
      if (moveFocus && !root.contains(document.activeElement)) {
        heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (apply()) return;
    const observer = new MutationObserver(() => apply() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    const stop = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [pathname, language, main, manifest.projectName]);
}

/** The page's main region: the skip link's target, titled and focused per route. */
export function MainRegion({ className }: { className: string }) {
  const ref = useRef<HTMLElement>(null);
  useRouteFocus(ref);
  return (
    <main id={MAIN_ID} ref={ref} className={className} tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/** The first thing a keyboard reaches on every page: straight to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="op-skip" href={`#${MAIN_ID}`} data-testid="skip-link">
      {t('common.skipToContent')}
    </a>
  );
}

const MAIN_ID = 'op-main';
