import { lazy, Suspense } from 'react';
import { useToasts } from './toast-store.ts';

/* The list's code is fetched with the first toast: the first page carries only the store. */
const ToastList = /* @__PURE__ */ lazy(() => import('./toasts.tsx').then((m) => ({ default: m.ToastList })));

/** Where the layouts show toasts. */
export function ToastHost() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} onDismiss={dismiss} />
    </Suspense>
  );
}
