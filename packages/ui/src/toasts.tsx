import { useTranslation } from 'react-i18next';
import type { TToast } from './toast-store.ts';

/** The toasts shown (a polite live region, newest last); each has a close button. */
export function ToastList({ toasts, onDismiss }: { toasts: readonly TToast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="op-toasts" role="status" aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={`op-toast op-toast--${toast.kind}`} data-testid="toast" data-kind={toast.kind}>
          <span>{toast.message}</span>
          <button
            type="button"
            className="op-button op-button--link"
            data-testid="toast-close"
            onClick={() => onDismiss(toast.id)}
          >
            {t('common.close')}
          </button>
        </div>
      ))}
    </div>
  );
}
