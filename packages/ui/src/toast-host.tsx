import { useToasts } from './toast-store.ts';
import { ToastList } from './toasts.tsx';

/**
 * Where toasts show: a screen that pushes toasts renders one (home does). It is not in the
 * layouts, so the first page's JavaScript (at its budget) does not carry it.
 */
export function ToastHost() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  if (toasts.length === 0) return null;
  return <ToastList toasts={toasts} onDismiss={dismiss} />;
}
