import { useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import themes from 'virtual:op-brand-themes';
import { LanguageSelect } from '../../shared/ui/language-select.tsx';
import { ToastHost } from '@openportal/ui';
import { useLang } from '../../shared/ui/use-lang.ts';
import { ButtonsSection, FieldsSection, MoneySection } from './gallery-controls.tsx';
import { CardsSection, StatesSection, TableSection } from './gallery-data.tsx';
import { PopupsSection, ToastsSection } from './gallery-overlays.tsx';
import { ShellSection } from './gallery-shell.tsx';
import { GALLERY_TEXTS } from './gallery-texts.ts';
import './gallery.css';

/** Puts a theme's CSS variables on the page root while the gallery shows it (restored after). */
function useThemeVars(vars: Record<string, string> | undefined) {
  useLayoutEffect(() => {
    if (!vars) return;
    const root = document.documentElement.style;
    const before = Object.keys(vars).map((k) => [k, root.getPropertyValue(k)] as const);
    for (const [k, v] of Object.entries(vars)) root.setProperty(k, v);
    return () => before.forEach(([k, v]) => (v ? root.setProperty(k, v) : root.removeProperty(k)));
  }, [vars]);
}

/**
 * The design-system gallery (development builds only, `/dev/design?theme=<brand>`): every shared
 * component in the chosen brand's theme and the language shown. The screenshot tests
 * (e2e/src/gallery.e2e.test.ts) compare it per theme with committed baselines.
 */
export function DesignGallery() {
  const { t } = useTranslation('history');
  const tx = GALLERY_TEXTS[useLang()];
  const [params, setParams] = useSearchParams();
  const theme = themes.find((x) => x.id === params.get('theme')) ?? themes[0];
  useThemeVars(theme?.vars);
  return (
    <main className="op-gallery" data-testid="design-gallery" data-theme={theme?.id}>
      <header className="op-gallery__bar">
        <h1>{tx.title}</h1>
        <label className="op-field">
          <span>{tx.theme}</span>
          <select data-testid="gallery-theme" value={theme?.id} onChange={(e) => setParams({ theme: e.target.value })}>
            {themes.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </label>
        <LanguageSelect />
      </header>
      <ButtonsSection tx={tx} />
      <FieldsSection tx={tx} />
      <MoneySection tx={tx} />
      <TableSection tx={tx} columns={{ date: t('history.column.date'), amount: t('history.column.amount') }} />
      <CardsSection tx={tx} />
      <PopupsSection tx={tx} />
      <ToastsSection tx={tx} />
      <StatesSection tx={tx} />
      {theme && <ShellSection tx={tx} logo={theme.logo} brand={theme.name} />}
      <ToastHost />
    </main>
  );
}
