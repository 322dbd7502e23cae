import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationDelete, type TApplication } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';

/**
 * Deletes a DRAFT (DRAFT -> DELETED, issue 23) after the applicant confirms it in place; the list
 * reloads without it. Only a draft offers it (core refuses every other status).
 */
export function DeleteDraft({ app }: { app: TApplication }) {
  const { t } = useTranslation('merchant');
  const [asking, setAsking] = useState(false);
  const remove = useCallMutation(applicationDelete, { invalidates: ['GET /acquiring-admin/application'], t });
  if (app.status !== 'DRAFT') return null;
  if (!asking)
    return (
      <button
        type="button"
        className="op-button op-button--link"
        data-testid={`ma-delete-${app.id}`}
        onClick={() => setAsking(true)}
      >
        {t('merchantAccount.delete')}
      </button>
    );
  return (
    <span role="group" aria-label={t('merchantAccount.deleteConfirm', { id: app.id })} className="ma-delete">
      <span>{t('merchantAccount.deleteConfirm', { id: app.id })}</span>{' '}
      <button
        type="button"
        className="op-button"
        disabled={remove.isPending}
        data-testid={`ma-delete-yes-${app.id}`}
        onClick={() => remove.mutate({}, { params: { id: app.id } })}
      >
        {t('merchantAccount.deleteYes')}
      </button>{' '}
      <button type="button" className="op-button op-button--link" onClick={() => setAsking(false)}>
        {t('merchantAccount.deleteNo')}
      </button>
    </span>
  );
}
