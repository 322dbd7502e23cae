import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  businessAccessRightsList,
  businessAuthorizedUserGet,
  businessPotentialUserList,
  MAIN_USER_RIGHTS,
} from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Skeleton } from '@openportal/ui';
import { useSession } from '../../shared/services.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { AccessRow } from './access-row.tsx';
import { AddRepresentativeDialog, type TInvitee } from './add-representative-dialog.tsx';

/** The company's persons without access, each offered to the add dialog (businessPotentialUserList). */
function PotentialUsers({ canManage, onInvite }: { canManage: boolean; onInvite: (p: TInvitee) => void }) {
  const { t } = useTranslation('company');
  const list = useCall(businessPotentialUserList, {});
  const rows = list.data?.users ?? [];
  return (
    <section data-testid="access-potential">
      <h2>{t('companyAccess.potential.title')}</h2>
      <p className="op-muted">{t('companyAccess.potential.intro')}</p>
      {list.data && rows.length === 0 && <p className="op-empty">{t('companyAccess.potential.empty')}</p>}
      <ul className="op-links">
        {rows.map((u) => (
          <li key={u.id} className="op-row" data-testid="access-potential-row" data-email={u.email ?? ''}>
            <span>{[u.firstName, u.lastName].join(' ')}</span>
            <span className="op-muted">{u.email}</span>
            {canManage && (
              <button
                className="op-button op-button--link"
                type="button"
                data-testid="access-potential-invite"
                onClick={() => onInvite({ firstName: u.firstName, lastName: u.lastName, email: u.email ?? '' })}
              >
                {t('companyAccess.potential.invite')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/company-access` (spec 1 §2 "manage users", spec 2 §3 access rights): the company's users with
 * their rights; a main user (2) changes them, removes a representative, adds one (a user is
 * invited by e-mail). Nobody raises their own rights, the last main user stays: the screen says
 * so with core's catalogue message before sending, and shows core's refusal all the same.
 */
export function AccessScreen() {
  const { t } = useTranslation('company');
  const canManage = useSession((s) => s.access?.accessRights === MAIN_USER_RIGHTS);
  const list = useCall(businessAccessRightsList, {});
  const me = useCall(businessAuthorizedUserGet, {});
  const [invitee, setInvitee] = useState<TInvitee | null>(null);
  const myEmail = me.data?.authorizedUserInformationApi.email.toLowerCase();
  const rows = (list.data?.rights ?? []).filter((r) => r.right > 0);
  return (
    <section className="op-card" data-testid="company-access">
      <h1>{t('companyAccess.title')}</h1>
      <p className="op-muted">{t('companyAccess.intro')}</p>
      {!canManage && (
        <p className="op-notice" role="status" data-testid="access-read-only">
          {t('companyAccess.readOnly')}
        </p>
      )}
      {list.error && (
        <ErrorState error={list.error.error} onRetry={() => void list.refetch()} testId="access-error-state" />
      )}
      {!list.data && !list.error && <Skeleton lines={4} />}
      <ul className="op-links" data-testid="access-list">
        {rows.map((r) => (
          <AccessRow
            key={`${r.id}-${r.right}`}
            row={r}
            rows={rows}
            isMe={r.email.toLowerCase() === myEmail}
            canManage={canManage}
          />
        ))}
      </ul>
      {canManage && (
        <button
          className="op-button op-button--primary"
          type="button"
          data-testid="access-add"
          onClick={() => setInvitee({})}
        >
          {t('companyAccess.add.open')}
        </button>
      )}
      <PotentialUsers canManage={canManage} onInvite={setInvitee} />
      {invitee && <AddRepresentativeDialog initial={invitee} onClose={() => setInvitee(null)} />}
    </section>
  );
}
