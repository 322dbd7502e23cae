import { useTranslation } from 'react-i18next';
import { chooseMessage } from '../api/messages.ts';
import type { TApiError } from '@openportal/contract-client';

/**
 * A data view whose call failed: what went wrong (in the reader's language) and a retry, instead
 * of an empty list that looks like "no data". The view also retries by itself (use-call.ts).
 */
export function ErrorState({ error, onRetry, testId }: { error: TApiError; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="op-error-state" role="alert" data-testid={testId}>
      <p>{chooseMessage(error, t)}</p>
      <button type="button" className="op-button" data-testid={`${testId}-retry`} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
