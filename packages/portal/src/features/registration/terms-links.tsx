import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBrandManifest } from '@openportal/brand-kit';
import { usePortal } from '../../shared/services.tsx';
import './registration.css';

/**
 * The brand's terms: its own pages by router link, outside pages in a new tab. A term whose `key`
 * the catalogue knows (`termsLabels.<key>`) is labelled in the language shown, with the brand's
 * name; any other keeps the manifest's own label and text.
 */
export function TermsLinks({ terms }: { terms: TBrandManifest['terms'] }) {
  const { t } = useTranslation('registration');
  const { manifest } = usePortal();
  const brand = manifest.projectName;
  return (
    <ul className="op-terms">
      {terms.map((term) => {
        const label = t(`termsLabels.${term.key}.label`, { brand, defaultValue: term.label });
        const text = t(`termsLabels.${term.key}.text`, { brand, defaultValue: term.text });
        return (
          <li key={term.id} data-testid="term">
            {term.url.startsWith('/') ? (
              <Link to={term.url} target="_blank">
                {label}
              </Link>
            ) : (
              <a href={term.url} target="_blank" rel="noreferrer noopener">
                {label}
              </a>
            )}
            <small>{text}</small>
          </li>
        );
      })}
    </ul>
  );
}
