import type { TBrandManifest } from '@openportal/brand-kit';

/**
 * What index.html shows until the code runs (apps/web), kept while the app shell and the common
 * catalogue load: no blank page in between, and a main landmark with a level-one heading (the
 * brand) throughout.
 */
export function BootScreen({ manifest }: { manifest: Pick<TBrandManifest, 'logo' | 'projectName'> }) {
  return (
    <main className="op-boot">
      <h1 className="op-boot__title">
        <img className="op-boot__logo" src={manifest.logo} alt={manifest.projectName} width={64} height={64} />
      </h1>
    </main>
  );
}
