import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useToken } from './api/session.ts';
import { ServicesProvider, type TServices } from './api/services.tsx';
import { AuditLogScreen } from './screens/audit-log.tsx';
import { CustomerViewScreen } from './screens/customer-view.tsx';
import { CustomersScreen } from './screens/customers.tsx';
import { FeesScreen } from './screens/fees.tsx';
import { FxRatesScreen } from './screens/fx-rates.tsx';
import { RecoveryReviewScreen } from './screens/recovery-review.tsx';
import { Shell } from './screens/shell.tsx';
import { SignInScreen } from './screens/sign-in.tsx';

/** The routes: sign-in until there is a session, then the shell and its screens. */
export function BackofficeRoutes({ services }: { services: TServices }) {
  const token = useToken(services.session);
  if (token === null) return <SignInScreen />;
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Navigate to="/customers" replace />} />
        <Route path="customers" element={<CustomersScreen />} />
        <Route path="customers/:customerId" element={<CustomerViewScreen />} />
        <Route path="fx-rates" element={<FxRatesScreen />} />
        <Route path="fees" element={<FeesScreen />} />
        <Route path="audit-log" element={<AuditLogScreen />} />
        <Route path="recovery" element={<RecoveryReviewScreen />} />
        <Route path="*" element={<Navigate to="/customers" replace />} />
      </Route>
    </Routes>
  );
}

/** The app with its services, query cache and language (a router is put around it by the caller). */
export function BackofficeApp({ services, i18n }: { services: TServices; i18n: i18n }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 10_000 } } }));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ServicesProvider value={services}>
          <BackofficeRoutes services={services} />
        </ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
