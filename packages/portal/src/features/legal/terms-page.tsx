import { Navigate, useLocation } from 'react-router';
import { usePortal } from '../../shared/services.tsx';

/** A brand's own terms page (e.g. `/legal/fundstr-tos/`): the manifest term whose url is this path. */
export function TermsPage() {
  const { manifest } = usePortal();
  const { pathname } = useLocation();
  const norm = (p: string) => p.replace(/\/+$/, '');
  const term = manifest.terms.find((x) => x.url.startsWith('/') && norm(x.url) === norm(pathname));
  if (!term) return <Navigate to="/" replace />;
  return (
    <section className="op-card" data-testid="terms-page">
      <h1>{term.label}</h1>
      <p>{term.text}</p>
    </section>
  );
}
