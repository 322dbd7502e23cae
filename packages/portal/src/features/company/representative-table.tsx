import { useTranslation } from 'react-i18next';
import {
  businessDirectorList,
  businessUltimateOwnerList,
  businessUserList,
  representativeActions,
} from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { DataTable, Skeleton, type TColumn } from '@openportal/ui';
import type { CallError } from '@openportal/contract-client';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { repName, type TRepresentative } from './share-tree-model.ts';
import { VerifyIdentityButton } from './verify-identity-button.tsx';

type TList = 'directors' | 'owners' | 'users';
const KNOWN_POSITIONS = [2, 6, 8, 9];

/** A representative's positions in words (spec 1 §3: 2 director, 6 and 9 shareholder, 8 owner, else authorized user). */
export function usePositionWords() {
  const { t } = useTranslation('company');
  return (ids: readonly number[]) => {
    const known = ids.filter((p) => KNOWN_POSITIONS.includes(p));
    return known.length ? known.map((p) => t(`company.positions.${p}`)).join(', ') : t('company.positions.other');
  };
}

/** The needs-action state of one representative (spec 1 §5), and the start of their identity check. */
function ActionCell({ rep }: { rep: TRepresentative }) {
  const { t } = useTranslation('company');
  const actions = representativeActions(rep);
  return (
    <span className="op-row">
      <span data-testid="rep-status" data-needs-action={actions.length > 0}>
        {actions.length === 0 ? t('company.status.ok') : actions.map((a) => t(`company.status.${a}`)).join(', ')}
      </span>
      <VerifyIdentityButton rep={rep} />
    </span>
  );
}

function Table({
  list,
  rows,
  error,
  retry,
}: {
  list: TList;
  rows: TRepresentative[] | undefined;
  error: CallError | null;
  retry: () => void;
}) {
  const { t } = useTranslation('company');
  const positions = usePositionWords();
  if (error) return <ErrorState error={error.error} onRetry={retry} testId={`company-${list}-error`} />;
  if (!rows) return <Skeleton lines={3} />;
  const columns: TColumn<TRepresentative>[] = [
    {
      key: 'name',
      label: t('company.list.name'),
      render: repName,
      compare: (a, b) => repName(a).localeCompare(repName(b)),
    },
    { key: 'email', label: t('company.list.email'), render: (r) => r.email ?? t('company.notGiven'), optional: true },
    { key: 'positions', label: t('company.list.positions'), render: (r) => positions(r.positionIds), optional: true },
    ...(list === 'owners'
      ? [
          {
            key: 'share',
            label: t('company.list.share'),
            numeric: true,
            render: (r: TRepresentative) => (r.share === null ? '' : t('company.list.percent', { share: r.share })),
          },
        ]
      : []),
    ...(list === 'users'
      ? [
          {
            key: 'rights',
            label: t('company.list.rights'),
            render: (r: TRepresentative) => t(`company.rights.${r.accessRights ?? 0}`),
          },
        ]
      : []),
    { key: 'status', label: t('company.list.status'), render: (r) => <ActionCell rep={r} /> },
  ];
  return (
    <DataTable<TRepresentative>
      caption={t(`company.tabs.${list}`)}
      testId={`company-${list}`}
      rows={rows}
      rowKey={(r) => String(r.id)}
      columns={columns}
      pageSize={20}
      pagerLabel={t('company.list.pager')}
      emptyText={t('company.list.empty')}
    />
  );
}

function Directors() {
  const r = useCall(businessDirectorList, {});
  return <Table list="directors" rows={r.data?.directors} error={r.error} retry={() => void r.refetch()} />;
}
function Owners() {
  const r = useCall(businessUltimateOwnerList, {});
  return <Table list="owners" rows={r.data?.ultimateOwners} error={r.error} retry={() => void r.refetch()} />;
}
function Users() {
  const r = useCall(businessUserList, {});
  return <Table list="users" rows={r.data?.users} error={r.error} retry={() => void r.refetch()} />;
}

/** The directors, ultimate owners or users of the company, each with what they must still do. */
export function RepresentativeTable({ list }: { list: TList }) {
  if (list === 'directors') return <Directors />;
  if (list === 'owners') return <Owners />;
  return <Users />;
}
