import { Link } from 'react-router';
import type { TBrandManifest } from '@openportal/brand-kit';

/** The brand's terms: its own pages by router link, outside pages in a new tab. */
export function TermsLinks({ terms }: { terms: TBrandManifest['terms'] }) {
  return (
    <ul className="op-terms">
      {terms.map((term) => (
        <li key={term.id}>
          {term.url.startsWith('/') ? (
            <Link to={term.url} target="_blank">
              {term.label}
            </Link>
          ) : (
            <a href={term.url} target="_blank" rel="noreferrer noopener">
              {term.label}
            </a>
          )}
          <small>{term.text}</small>
        </li>
      ))}
    </ul>
  );
}
