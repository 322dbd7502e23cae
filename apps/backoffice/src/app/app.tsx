import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { ContractClientProvider, createInvalidator } from '@openportal/contract-client';
import { I18nextProvider } from 'react-i18next';
import { Skeleton } from '@openportal/ui';
import type { i18n } from 'i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useToken } from '../api/session.ts';
import { ServicesProvider, type TServices } from '../api/services.tsx';
import { SignInScreen } from '../features/admin/index.ts';
import { FEATURES, START_PATH } from './registry.ts';
import { Shell } from './shell.tsx';

/** The routes: sign-in until there is a session, then the shell and every feature's screens. */
export function BackofficeRoutes({ services }: { services: TServices }) {
  const token = useToken(services.session);
  if (token === null) return <SignInScreen />;
  const loading = <Skeleton />;
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to={START_PATH} replace />} />
        {FEATURES.flatMap((f) =>
          f.routes.map(({ path, screen: Screen }) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={loading}>
                  <Screen />
                </Suspense>
              }
            />
          )),
        )}
        <Route path="*" element={<Navigate to={START_PATH} replace />} />
      </Route>
    </Routes>
  );
}

/** The app with its services, query cache and language (a router is put around it by the caller). */
export function BackofficeApp({ services, i18n }: { services: TServices; i18n: i18n }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 10_000 } } }));
  const [calls] = useState(() => ({ api: services.api, invalidate: createInvalidator(client) }));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ContractClientProvider value={calls}>
          <ServicesProvider value={services}>
            <BackofficeRoutes services={services} />
          </ServicesProvider>
        </ContractClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
