import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PORTAL_PATHS, readEntryQuery } from '@openportal/contract';
import { HomeScreen } from '../features/accounts/home-screen.tsx';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { HistoryScreen } from '../features/history/history-screen.tsx';
import { TermsPage } from '../features/legal/terms-page.tsx';
import { ActivationScreen } from '../features/registration/activation-screen.tsx';
import { RegisterScreen } from '../features/registration/register-screen.tsx';
import { TransferScreen } from '../features/transfers/transfer-screen.tsx';
import { MainLayout, PublicLayout } from './layouts.tsx';
import { NotFound } from './not-found.tsx';

declare const __OP_FLAG_CONTRACTS__: boolean;
declare const __OP_FLAG_MERCHANT_ACCOUNT__: boolean;

/* Compile-time flags: for a brand with the flag off the bundler drops the import and its chunk. */
const ContractsScreen = __OP_FLAG_CONTRACTS__ ? lazy(() => import('../features/contracts/contracts-screen.tsx')) : null;
const MerchantAccountScreen = __OP_FLAG_MERCHANT_ACCOUNT__
  ? lazy(() => import('../features/merchant-account/merchant-account-screen.tsx'))
  : null;

/** Activation links may land on `/` (spec 1 §2 query `action`): send them to /activate before any guard. */
export function isActivationEntry(pathname: string, search: string): boolean {
  return pathname === PORTAL_PATHS.home && readEntryQuery(search).action === 'activation';
}

function Entry({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (isActivationEntry(pathname, search)) return <Navigate to={`${PORTAL_PATHS.activate}${search}`} replace />;
  return children;
}

const lazyRoute = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/register" element={<Navigate to="/register/personal" replace />} />
        <Route path="/register/personal" element={<RegisterScreen />} />
        <Route path={PORTAL_PATHS.activate} element={<ActivationScreen />} />
        <Route path="/legal/:slug/*" element={<TermsPage />} />
      </Route>
      <Route
        element={
          <Entry>
            <RequireAuth>
              <MainLayout />
            </RequireAuth>
          </Entry>
        }
      >
        <Route path="/" element={<HomeScreen />} />
        <Route path="/home" element={<Navigate to="/" replace />} />
        <Route path="/transfer/account" element={<TransferScreen />} />
        <Route path="/history" element={<HistoryScreen />} />
        {ContractsScreen && <Route path="/contracts" element={lazyRoute(<ContractsScreen />)} />}
        {MerchantAccountScreen && <Route path="/merchant/application" element={lazyRoute(<MerchantAccountScreen />)} />}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
