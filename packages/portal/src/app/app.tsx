import { I18nextProvider } from 'react-i18next';
import { ServicesProvider, type TServices } from '../shared/services.tsx';
import { ResponsePopup } from '../shared/ui/response-popup.tsx';
import { useHtmlLang } from '../shared/ui/use-html-lang.ts';
import { PortalRoutes } from './routes.tsx';

function Shell() {
  useHtmlLang();
  return (
    <>
      <PortalRoutes />
      <ResponsePopup />
    </>
  );
}

/** The portal inside whatever router the caller gives (BrowserRouter in the browser, MemoryRouter in tests). */
export function App({ services }: { services: TServices }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <ServicesProvider services={services}>
        <Shell />
      </ServicesProvider>
    </I18nextProvider>
  );
}
