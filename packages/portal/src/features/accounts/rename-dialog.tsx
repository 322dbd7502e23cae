import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cardAliasNameSet, type TAccount } from '@openportal/contract';
import { errorPopup } from '../../shared/api/messages.ts';
import type { TCallRequest } from '../../shared/api/types.ts';
import { contractResolver, type TMessageKeys } from '../../shared/forms/contract-resolver.ts';
import { setServerErrors } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useErrorsFollowLanguage } from '../../shared/forms/use-errors-follow-language.ts';
import { usePortal } from '../../shared/services.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useToasts } from '../../shared/ui/toast-store.ts';

type TRenameForm = TCallRequest<typeof cardAliasNameSet>;

/** The contract's messages for this call → keys of the `accounts` namespace. */
const MESSAGE_KEYS: TMessageKeys = {
  'Name is required': 'rename.errors.required',
  'At most 50 characters': 'rename.errors.tooLong',
};

/** The rename popup (spec 2 §2 "rename"): cardAliasNameSet, then the accounts are asked again. */
export function RenameDialog({ account, name, onClose }: { account: TAccount; name: string; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const { api, invalidate } = usePortal();
  const show = usePopup((s) => s.show);
  const toast = useToasts((s) => s.push);
  const form = useForm<TRenameForm>({
    resolver: contractResolver(cardAliasNameSet, t, MESSAGE_KEYS),
    defaultValues: { accountId: account.accountId, cardAliasName: account.cardAliasName ?? '' },
  });
  useErrorsFollowLanguage(form);
  const onValid = async (body: TRenameForm) => {
    const r = await api.call(cardAliasNameSet, body);
    if (r.ok) {
      invalidate(['balanceInquiry']);
      toast({ kind: 'success', message: t('rename.done') });
      onClose();
      return;
    }
    const rest = setServerErrors(form, r.error, { fields: ['cardAliasName'], t, keys: MESSAGE_KEYS });
    if (rest) show(errorPopup(rest, t));
  };
  return (
    <Dialog title={t('rename.title')} testId="rename-dialog" onClose={onClose}>
      <form className="op-form" onSubmit={form.handleSubmit(onValid)} noValidate data-account-id={account.accountId}>
        <TextField
          form={form}
          name="cardAliasName"
          label={t('rename.name')}
          testId="rename-name"
          autoComplete="off"
          maxLength={60}
          placeholder={name}
          autoFocus
        />
        <div className="op-dialog__actions">
          <button
            type="submit"
            className="op-button op-button--primary"
            data-testid="rename-save"
            disabled={form.formState.isSubmitting}
          >
            {t('rename.save')}
          </button>
          <button type="button" className="op-button" data-testid="rename-cancel" onClick={onClose}>
            {t('rename.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
