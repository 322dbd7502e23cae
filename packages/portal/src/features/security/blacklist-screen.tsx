import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BLACKLIST_BLOCK_TYPES, blacklistAdd, blacklistDelete, blacklistList } from '@openportal/contract';
import { formatDate } from '@openportal/i18n';
import { errorPopup, fieldErrors } from '../../shared/api/messages.ts';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { TextField, Dialog } from '@openportal/ui';
import { useLang } from '../../shared/ui/use-lang.ts';

type TBlockType = (typeof BLACKLIST_BLOCK_TYPES)[number];

/** The add blacklist user popup (spec 2 §2); success says 'User with email {email} has been added to black list'. */
function AddDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const show = usePopup((s) => s.show);
  const [email, setEmail] = useState('');
  const [blockType, setBlockType] = useState<TBlockType>('all');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useCallMutation(blacklistAdd, {
    invalidates: ['blacklistList'],
    onFailure: (e) => setErrors({ email: errorPopup(e, t).message, ...fieldErrors(e, t) }),
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setErrors({ email: t('common.required') });
    if (!(await add.run({ email: email.trim(), blockType })).ok) return;
    onClose();
    show({ kind: 'success', title: t('popup.success'), message: t('blacklist.added', { email: email.trim() }) });
  }
  return (
    <Dialog title={t('blacklist.addTitle')} testId="blacklist-add-dialog" onClose={onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <TextField
          type="email"
          label={t('blacklist.email')}
          testId="blacklist-add-email"
          value={email}
          onValue={setEmail}
          field="email"
          error={errors.email}
        />
        <label className="op-field">
          <span>{t('blacklist.blockType')}</span>
          <select
            data-testid="blacklist-add-type"
            value={blockType}
            onChange={(e) => setBlockType(e.target.value as TBlockType)}
          >
            {BLACKLIST_BLOCK_TYPES.map((b) => (
              <option key={b} value={b}>
                {t(`blacklist.type.${b}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="op-dialog__actions">
          <button className="op-button op-button--primary" type="submit" data-testid="blacklist-add-save">
            {t('blacklist.save')}
          </button>
          <button className="op-button" type="button" onClick={onClose}>
            {t('blacklist.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** `/payout-blacklist`: the e-mails that may not send this customer transfers or invoices. */
export function BlacklistScreen() {
  const { t } = useTranslation('security');
  const lang = useLang();
  const show = usePopup((s) => s.show);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const list = useCall(blacklistList, search.trim() ? { email: search.trim() } : {}, { keepPrevious: true });
  const removal = useCallMutation(blacklistDelete, { invalidates: ['blacklistList'], invalidateOnFailure: true, t });
  const remove = async (email: string) => {
    if ((await removal.run({ email })).ok)
      show({ kind: 'success', title: t('popup.success'), message: t('blacklist.removed', { email }) });
  };
  const rows = list.data?.blacklist ?? [];
  return (
    <section className="op-card">
      <h1>{t('blacklist.title')}</h1>
      <p className="op-muted">{t('blacklist.intro')}</p>
      <TextField
        type="search"
        label={t('blacklist.search')}
        testId="blacklist-search"
        value={search}
        onValue={setSearch}
        maxLength={254}
      />
      {list.data && rows.length === 0 && <p className="op-muted">{t('blacklist.empty')}</p>}
      <ul className="op-links">
        {rows.map((r) => (
          <li key={r.email} className="op-row" data-testid="blacklist-row" data-email={r.email}>
            <span>{r.email}</span>
            <span className="op-muted">{t(`blacklist.type.${r.blockType}`)}</span>
            <span className="op-muted">{formatDate(r.created, lang)}</span>
            <button
              className="op-button op-button--link"
              type="button"
              data-testid="blacklist-delete"
              onClick={() => void remove(r.email)}
            >
              {t('blacklist.delete')}
            </button>
          </li>
        ))}
      </ul>
      <button className="op-button" type="button" data-testid="blacklist-add" onClick={() => setAdding(true)}>
        {t('blacklist.add')}
      </button>
      {adding && <AddDialog onClose={() => setAdding(false)} />}
    </section>
  );
}
