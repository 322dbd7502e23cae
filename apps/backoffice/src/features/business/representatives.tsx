import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminBusinessRepresentativeDelete, type TKybRepresentative } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { useAllowed } from '../../api/access.ts';
import { ListTable } from '../../shared/list-table.tsx';
import { ErrorText } from '../../shared/ui.tsx';

/** Spec 1 §3: 2 director, 6 and 9 shareholder, 8 ultimate owner. */
const POSITION_KEYS: Record<number, string> = { 2: 'director', 6: 'shareholder', 9: 'shareholder', 8: 'owner' };

/** The operator's forced removal of one representative, with the reason kept in the audit log. */
function ForceDelete({ customerId, rep }: { customerId: string; rep: TKybRepresentative }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const remove = useCallMutation(adminBusinessRepresentativeDelete, {
    invalidates: ['GET /admin/business/companies/{customerId}'],
    onFailure: false,
  });
  return (
    <form
      className="bo-decide"
      onSubmit={(e) => {
        e.preventDefault();
        remove.mutate({ reason }, { params: { customerId, representativeId: String(rep.id) } });
      }}
    >
      <label className="op-field">
        <span>{t('business.forceReason')}</span>
        <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="op-button" disabled={remove.isPending} data-testid="kyb-force-delete">
        {t('business.forceDelete')}
      </button>
      <ErrorText error={remove.error ?? undefined} />
    </form>
  );
}

/** The company's representatives: positions, effective share, access rights; compliance may force-delete one. */
export function Representatives({ customerId, rows }: { customerId: string; rows: TKybRepresentative[] }) {
  const { t } = useTranslation();
  const allowed = useAllowed()('adminBusinessRepresentativeDelete');
  const positions = (r: TKybRepresentative) =>
    [
      ...new Set([
        ...r.positionIds.flatMap((p) => (POSITION_KEYS[p] ? [t(`business.positionNames.${POSITION_KEYS[p]}`)] : [])),
        ...(r.accessRights ? [t('business.positionNames.user')] : []),
      ]),
    ].join(', ');
  return (
    <section className="op-card">
      <h2>{t('business.representatives')}</h2>
      <ListTable<TKybRepresentative>
        caption={t('business.representatives')}
        testId="kyb-representatives"
        rows={rows}
        rowKey={(r) => String(r.id)}
        columns={[
          { key: 'name', label: t('business.name'), render: (r) => r.name, filterText: (r) => `${r.name} ${r.email}` },
          { key: 'email', label: t('business.email'), render: (r) => r.email ?? '—' },
          { key: 'positions', label: t('business.positions'), render: positions },
          {
            key: 'share',
            label: t('business.effectiveShare'),
            render: (r) => (r.effectiveShare === null ? '—' : `${r.effectiveShare}%`),
          },
          { key: 'rights', label: t('business.rights'), render: (r) => r.accessRights ?? '—' },
          ...(allowed
            ? [
                {
                  key: 'remove',
                  label: t('business.forceDelete'),
                  render: (r: TKybRepresentative) => <ForceDelete customerId={customerId} rep={r} />,
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
