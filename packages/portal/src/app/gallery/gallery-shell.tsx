import { useTranslation } from 'react-i18next';
import { Section } from './gallery-section.tsx';
import type { TGalleryTexts } from './gallery-texts.ts';

const NAV = ['home', 'transfer', 'history', 'settings'] as const;

/** The signed-in shell in small: header (logo, language, log out), navigation, content. */
export function ShellSection({ tx, logo, brand }: { tx: TGalleryTexts; logo: string; brand: string }) {
  const { t } = useTranslation();
  return (
    <Section id="shell" title={tx.shell}>
      <div className="op-shell op-gallery__shell">
        <div className="op-header">
          <img className="op-logo" src={logo} alt={brand} height={40} />
          <div className="op-header__tools">
            <button type="button" className="op-button">
              {t('common.logout')}
            </button>
          </div>
        </div>
        <nav className="op-nav" aria-label={t('common.menu')}>
          {NAV.map((item, i) => (
            <a key={item} href="#gallery-shell" className={`op-nav__link${i === 0 ? ' is-active' : ''}`}>
              {t(`nav.${item}`)}
            </a>
          ))}
        </nav>
        <div className="op-main">
          <div className="op-card">
            <p>{tx.cardText}</p>
          </div>
        </div>
      </div>
    </Section>
  );
}
