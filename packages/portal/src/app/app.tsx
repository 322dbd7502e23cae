import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { TFeature } from '../shared/feature.ts';
import { ServicesProvider, type TServices } from '../shared/services.tsx';
import { ResponsePopup } from '../shared/ui/response-popup.tsx';
import { useHtmlLang } from '../shared/ui/use-html-lang.ts';
import { BootScreen } from './boot-screen.tsx';
import { FEATURES } from './registry.ts';
import { PortalRoutes } from './routes.tsx';

function Shell({ features }: { features: readonly TFeature[] }) {
  useHtmlLang();
  return (
    <>
      <PortalRoutes features={features} />
      <ResponsePopup />
    </>
  );
}

/**
 * The portal inside whatever router the caller gives (BrowserRouter in the browser, MemoryRouter
 * in tests). `features` defaults to this build's registry; tests may pass their own.
 */
export function App({ services, features = FEATURES }: { services: TServices; features?: readonly TFeature[] }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <ServicesProvider services={services}>
        {/* The common catalogue loads before the first screen (react-i18next suspends until then). */}
        <Suspense fallback={<BootScreen manifest={services.manifest} />}>
          <Shell features={features} />
        </Suspense>
      </ServicesProvider>
    </I18nextProvider>
  );
}
