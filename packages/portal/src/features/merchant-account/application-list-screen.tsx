import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applicationCreate, applicationList, portalPath } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { Skeleton } from '@openportal/ui';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { DeleteDraft } from './delete-draft.tsx';
import { StatusBadge } from './status-badge.tsx';
import './merchant-account.css';

/**
 * merchant-account (spec 3 §2): the acting customer's applications with their status, and a new
 * one, and a draft deleted. Only in bundles of brands with merchantAccountEnable (the build test looks for the
 * marker `feature-merchant-account`).
 */
export default function ApplicationListScreen() {
  const { t, i18n } = useTranslation('merchant');
  const navigate = useNavigate();
  const list = useCall(applicationList, {});
  const create = useCallMutation(applicationCreate, { invalidates: ['GET /acquiring-admin/application'], t });
  const open = (id: number) => void navigate(portalPath('merchantAccountOne', { id }));
  const start = async () => {
    const r = await create.run({});
    if (r.ok) open(r.data.data.id);
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <section className="op-card ma" data-testid="feature-merchant-account">
      <h1>{t('merchantAccount.title')}</h1>
      <p>{t('merchantAccount.intro')}</p>
      <button
        type="button"
        className="op-button op-button--primary"
        disabled={create.isPending}
        data-testid="ma-create"
        onClick={() => void start()}
      >
        {t('merchantAccount.create')}
      </button>
      {list.isPending && <Skeleton lines={3} />}
      {list.error && <ErrorState error={list.error.error} onRetry={() => void list.refetch()} testId="ma-list-error" />}
      {list.data?.data.length === 0 && <p className="op-empty">{t('merchantAccount.none')}</p>}
      <ul className="ma-apps">
        {list.data?.data.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className="op-button op-button--link"
              data-testid={`ma-open-${a.id}`}
              onClick={() => open(a.id)}
            >
              {t('merchantAccount.item', { id: a.id, date: date(a.createdAt) })}
            </button>
            <StatusBadge status={a.status} />
            <DeleteDraft app={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}
