import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessAccessRightsUpdate, businessRepresentativeDelete } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { Dialog } from '@openportal/ui';
import { chooseMessage } from '../../shared/api/messages.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { GIVABLE_RIGHTS, removalIssue, rightsChangeIssue, type TAccessRow } from './access-rules.ts';

export interface TUserRow extends TAccessRow {
  name: string;
}
/** Reads a change of users or rights makes stale. */
export const ACCESS_READS = ['businessAccessRightsList', 'businessUserList', 'businessPotentialUserList'] as const;

function RemoveDialog({ row, onClose }: { row: TUserRow; onClose: () => void }) {
  const { t } = useTranslation('company');
  const show = usePopup((s) => s.show);
  const [error, setError] = useState<string | null>(null);
  const remove = useCallMutation(businessRepresentativeDelete, {
    invalidates: ACCESS_READS,
    onFailure: (e) => setError(chooseMessage(e, t)),
  });
  const confirm = async () => {
    if (!(await remove.run({ id: row.id })).ok) return;
    onClose();
    show({ kind: 'success', title: t('popup.success'), message: t('companyAccess.removed', { name: row.name }) });
  };
  return (
    <Dialog title={t('companyAccess.removeTitle', { name: row.name })} testId="access-remove-dialog" onClose={onClose}>
      <p>{t('companyAccess.removeText')}</p>
      {error && (
        <p role="alert" className="op-error" data-testid="access-remove-error">
          {error}
        </p>
      )}
      <div className="op-dialog__actions">
        <button
          className="op-button op-button--primary"
          type="button"
          data-testid="access-remove-yes"
          onClick={() => void confirm()}
        >
          {t('companyAccess.removeYes')}
        </button>
        <button className="op-button" type="button" onClick={onClose}>
          {t('companyAccess.removeNo')}
        </button>
      </div>
    </Dialog>
  );
}

/** The rights a main user may give; a user's rights 5 (never given) shows, unchosen again. */
function RightSelect(p: { row: TUserRow; chosen: number; invalid: boolean; onChoose: (right: number) => void }) {
  const { t } = useTranslation('company');
  const options = p.row.right === 5 ? [...GIVABLE_RIGHTS, 5] : GIVABLE_RIGHTS;
  return (
    <label className="op-field">
      <span className="op-visually-hidden">{t('companyAccess.change', { name: p.row.name })}</span>
      <select
        data-testid="access-right-select"
        value={p.chosen}
        aria-invalid={p.invalid ? true : undefined}
        onChange={(e) => p.onChoose(Number(e.target.value))}
      >
        {options.map((r) => (
          <option key={r} value={r} disabled={r === 5}>
            {t(`company.rights.${r}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One user: their rights, changed by a main user (refused before sending when a rule forbids it), and removal. */
export function AccessRow(p: { row: TUserRow; rows: readonly TUserRow[]; isMe: boolean; canManage: boolean }) {
  const { t } = useTranslation('company');
  const show = usePopup((s) => s.show);
  const { row } = p;
  const [chosen, setChosen] = useState(row.right);
  const [serverError, setServerError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const update = useCallMutation(businessAccessRightsUpdate, {
    invalidates: ACCESS_READS,
    onFailure: (e) => setServerError(chooseMessage(e, t)),
  });
  const issue = chosen === row.right ? undefined : rightsChangeIssue(row, chosen, p.rows, p.isMe);
  const removeIssue = removalIssue(row, p.rows, p.isMe);
  const message = issue ? t(`errors.${issue}`) : serverError;
  const save = async () => {
    setServerError(null);
    if (issue || !(await update.run({ id: row.id, right: chosen })).ok) return;
    show({
      kind: 'success',
      title: t('popup.success'),
      message: t('companyAccess.saved', { name: row.name, right: t(`company.rights.${chosen}`) }),
    });
  };
  const name = p.isMe ? t('companyAccess.you', { name: row.name }) : row.name;
  return (
    <li className="op-row" data-testid="access-row" data-email={row.email} data-right={row.right}>
      <span>{name}</span>
      <span className="op-muted">{row.email}</span>
      {!p.canManage && <span data-testid="access-right">{t(`company.rights.${row.right}`)}</span>}
      {p.canManage && (
        <>
          <RightSelect
            row={row}
            chosen={chosen}
            invalid={!!message}
            onChoose={(r) => {
              setServerError(null);
              setChosen(r);
            }}
          />
          <button
            className="op-button"
            type="button"
            data-testid="access-save"
            disabled={chosen === row.right || !!issue || update.isPending}
            onClick={() => void save()}
          >
            {t('companyAccess.save')}
          </button>
          <button
            className="op-button op-button--link"
            type="button"
            data-testid="access-remove"
            disabled={!!removeIssue}
            title={removeIssue ? t(`errors.${removeIssue}`) : undefined}
            onClick={() => setRemoving(true)}
          >
            {t('companyAccess.remove')}
          </button>
        </>
      )}
      {message && (
        <span role="alert" className="op-error" data-testid="access-error">
          {message}
        </span>
      )}
      {removing && <RemoveDialog row={row} onClose={() => setRemoving(false)} />}
    </li>
  );
}
