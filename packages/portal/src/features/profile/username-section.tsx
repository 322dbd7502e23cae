import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailInquiry, usernameChange, usernameChangeConfirm, userAccessInfoGet } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { Dialog, TextField } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { CodeDialog } from '../../shared/ui/code-dialog.tsx';
import { useCodeLabels } from './code-labels.ts';

/** The change popup: the new username (one of the user's confirmed e-mails, offered as suggestions). */
function UsernameDialog(p: {
  choices: string[];
  onAsked: (requestKey: string, name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ask = useCallMutation(usernameChange, {
    invalidates: ['emailInquiry'],
    onFailure: (e) => setError(fieldErrors(e, t).newUsername ?? chooseMessage(e, t)),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = name.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return setError(t('common.invalid'));
    const r = await ask.run({ newUsername: value });
    if (r.ok && r.data.requestKey) p.onAsked(r.data.requestKey, value);
  }
  return (
    <Dialog title={t('username.change')} testId="username-dialog" onClose={p.onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <TextField
          type="email"
          label={t('username.new')}
          testId="username-input"
          field="newUsername"
          value={name}
          onValue={setName}
          error={error}
          hint={t('username.hint')}
          list="username-choices"
          maxLength={254}
        />
        <datalist id="username-choices">
          {p.choices.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <div className="op-dialog__actions">
          <button
            className="op-button op-button--primary"
            type="submit"
            data-testid="username-save"
            disabled={ask.isPending}
          >
            {t('username.change')}
          </button>
          <button className="op-button" type="button" onClick={p.onClose}>
            {t('profile.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Username change (spec 1 §3; our calls usernameChange / usernameChangeConfirm): the name the user
 * signs in with, a waiting change, the change popup, then the code of the account's current second
 * factor in the confirm popup.
 */
export function UsernameSection() {
  const { t } = useTranslation('profile');
  const codeLabels = useCodeLabels();
  const show = usePopup((s) => s.show);
  const info = useCall(userAccessInfoGet, {});
  const emails = useCall(emailInquiry, {});
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<{ requestKey: string; name: string } | null>(null);
  const confirm = useCallMutation(usernameChangeConfirm, {
    invalidates: ['emailInquiry', 'userAccessInfoGet'],
    onFailure: false,
  });
  const current = info.data?.userAccessInfo.customerUsername;
  const pending = emails.data?.usernameChangeRequest;
  const choices = (emails.data?.emails ?? [])
    .filter((e) => e.status !== 'unconfirmed' && e.emailAddress.toLowerCase() !== current?.toLowerCase())
    .map((e) => e.emailAddress);
  async function submitCode(code: string) {
    const r = await confirm.run({ requestKey: asked!.requestKey, code });
    if (!r.ok) return fieldErrors(r.error, t).code ?? chooseMessage(r.error, t);
    show({ kind: 'success', title: t('popup.success'), message: t('username.done', { username: asked!.name }) });
    setAsked(null);
    return null;
  }
  return (
    <section className="op-card" data-testid="profile-username">
      <h2>{t('username.title')}</h2>
      {current && <p data-testid="username-current">{t('username.current', { username: current })}</p>}
      {pending?.status === 'active' && (
        <p className="op-muted" data-testid="username-pending">
          {t('username.pending', { username: pending.newUsername })}
        </p>
      )}
      <button className="op-button" type="button" data-testid="username-change" onClick={() => setOpen(true)}>
        {t('username.change')}
      </button>
      {open && (
        <UsernameDialog
          choices={choices}
          onClose={() => setOpen(false)}
          onAsked={(requestKey, name) => {
            setOpen(false);
            setAsked({ requestKey, name });
          }}
        />
      )}
      {asked && (
        <CodeDialog
          {...codeLabels}
          title={t('username.change')}
          hint={t('username.codeSent')}
          testId="username-confirm-dialog"
          onSubmit={submitCode}
          onClose={() => setAsked(null)}
        />
      )}
    </section>
  );
}
