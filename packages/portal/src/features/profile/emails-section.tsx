import type { ReactNode } from 'react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkEmail,
  emailAdd,
  emailConfirm,
  emailConfirmRequest,
  emailDelete,
  emailInquiry,
  emailSetPrimary,
} from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { Dialog, TextField } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { CodeDialog } from '../../shared/ui/code-dialog.tsx';
import { useDebounced } from '../../shared/forms/use-debounced.ts';
import { useCodeLabels } from './code-labels.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** checkEmail while the user types (spec 1 §7): an address already in use is said before sending. */
function useEmailInUse(email: string): boolean {
  const settled = useDebounced(email.trim());
  const check = useCall(checkEmail, { email: settled }, { enabled: EMAIL_SHAPE.test(settled) });
  return EMAIL_SHAPE.test(settled) && check.data?.exists === true;
}

/** The add e-mail popup: the address, then (on success) its confirm popup. */
function AddEmailDialog({ onAdded, onClose }: { onAdded: (id: number, email: string) => void; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inUse = useEmailInUse(email);
  const add = useCallMutation(emailAdd, {
    invalidates: ['emailInquiry'],
    onFailure: (e) => setError(fieldErrors(e, t).email ?? chooseMessage(e, t)),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!EMAIL_SHAPE.test(value)) return setError(t('common.invalid'));
    const r = await add.run({ email: value });
    if (r.ok) onAdded(r.data.id, value);
  }
  return (
    <Dialog title={t('emails.add')} testId="email-add-dialog" onClose={onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <TextField
          type="email"
          label={t('emails.address')}
          testId="email-add-input"
          field="email"
          value={email}
          onValue={setEmail}
          error={error}
          maxLength={254}
        />
        {inUse && !error && (
          <p className="op-muted" role="status" data-testid="email-add-in-use">
            {t('emails.inUse')}
          </p>
        )}
        <div className="op-dialog__actions">
          <button
            className="op-button op-button--primary"
            type="submit"
            data-testid="email-add-save"
            disabled={add.isPending}
          >
            {t('emails.add')}
          </button>
          <button className="op-button" type="button" onClick={onClose}>
            {t('profile.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Spec 1 §3: the user's e-mails (primary first); add, confirm with the mailed code, make primary, delete. */
export function EmailsSection() {
  const { t } = useTranslation('profile');
  const codeLabels = useCodeLabels();
  const show = usePopup((s) => s.show);
  const list = useCall(emailInquiry, {});
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<{ id: number; email: string } | null>(null);
  const confirm = useCallMutation(emailConfirm, { invalidates: ['emailInquiry'], onFailure: false });
  const resend = useCallMutation(emailConfirmRequest, { t });
  const primary = useCallMutation(emailSetPrimary, { invalidates: ['emailInquiry'], t });
  const remove = useCallMutation(emailDelete, { invalidates: ['emailInquiry'], t });
  async function submitCode(code: string) {
    const r = await confirm.run({ id: confirming!.id, code });
    if (!r.ok) return fieldErrors(r.error, t).code ?? chooseMessage(r.error, t);
    setConfirming(null);
    show({ kind: 'success', title: t('popup.success'), message: t('emails.confirmedDone') });
    return null;
  }
  return (
    <section className="op-card" data-testid="profile-emails">
      <h2>{t('emails.title')}</h2>
      <ul className="op-links">
        {(list.data?.emails ?? []).map((e) => (
          <li key={e.id} className="op-row" data-testid="email-row" data-status={e.status}>
            <span>{e.emailAddress}</span>
            <span className="op-muted">{t(`emails.${e.status === 'unconfirmed' ? 'unconfirmed' : e.status}`)}</span>
            {e.status === 'unconfirmed' && (
              <LinkButton testId="email-confirm" onClick={() => setConfirming({ id: e.id, email: e.emailAddress })}>
                {t('emails.confirm')}
              </LinkButton>
            )}
            {e.status === 'confirmed' && (
              <LinkButton testId="email-primary" onClick={() => primary.mutate({ id: e.id })}>
                {t('emails.makePrimary')}
              </LinkButton>
            )}
            {e.status !== 'primary' && (
              <LinkButton testId="email-delete" onClick={() => remove.mutate({ id: e.id })}>
                {t('profile.delete')}
              </LinkButton>
            )}
          </li>
        ))}
      </ul>
      <button className="op-button" type="button" data-testid="email-add" onClick={() => setAdding(true)}>
        {t('emails.add')}
      </button>
      {adding && (
        <AddEmailDialog
          onClose={() => setAdding(false)}
          onAdded={(id, email) => {
            setAdding(false);
            setConfirming({ id, email });
          }}
        />
      )}
      {confirming && (
        <CodeDialog
          {...codeLabels}
          title={t('emails.confirm')}
          hint={t('emails.codeSent', { email: confirming.email })}
          testId="email-confirm-dialog"
          onSubmit={submitCode}
          onResend={() => resend.mutate({ id: confirming.id })}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

/** A row's action shown as a link. */
function LinkButton(p: { testId: string; onClick: () => void; children: ReactNode }) {
  return (
    <button className="op-button op-button--link" type="button" data-testid={p.testId} onClick={p.onClick}>
      {p.children}
    </button>
  );
}
