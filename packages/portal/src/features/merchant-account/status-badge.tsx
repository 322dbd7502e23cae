import { useTranslation } from 'react-i18next';
import type { TApplicationStatus } from '@openportal/contract';

/** An application's status in the reader's language. */
export function StatusBadge({ status }: { status: TApplicationStatus }) {
  const { t } = useTranslation('merchant');
  return (
    <span className={`ma-status ma-status--${status.toLowerCase()}`} data-testid="ma-status">
      {t(`application.status.${status}`)}
    </span>
  );
}
