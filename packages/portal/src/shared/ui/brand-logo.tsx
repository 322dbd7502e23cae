import { usePortal } from '../services.tsx';

export function BrandLogo() {
  const { manifest } = usePortal();
  return (
    <img className="op-logo" src={manifest.logo} alt={manifest.projectName} data-testid="brand-logo" height={40} />
  );
}
