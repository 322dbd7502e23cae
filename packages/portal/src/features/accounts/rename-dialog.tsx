import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cardAliasNameSet, type TAccount } from '@openportal/contract';
import { type TCallRequest, type TMessageKeys, useCallMutation } from '@openportal/contract-client';
import { contractResolver } from '../../shared/forms/contract-resolver.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useErrorsFollowLanguage } from '../../shared/forms/use-errors-follow-language.ts';
import { Dialog, useToasts } from '@openportal/ui';

type TRenameForm = TCallRequest<typeof cardAliasNameSet>;

/** The contract's messages for this call, by code → keys of the `accounts` namespace. */
const MESSAGE_KEYS: TMessageKeys = {
  nameRequired: 'rename.errors.required',
  atMost50: 'rename.errors.tooLong',
};

/** The rename popup (spec 2 §2 "rename"): cardAliasNameSet, then the accounts are asked again. */
export function RenameDialog({ account, name, onClose }: { account: TAccount; name: string; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const toast = useToasts((s) => s.push);
  const form = useForm<TRenameForm>({
    resolver: contractResolver(cardAliasNameSet, t, MESSAGE_KEYS),
    defaultValues: { accountId: account.accountId, cardAliasName: account.cardAliasName ?? '' },
  });
  useErrorsFollowLanguage(form);
  const rename = useCallMutation(cardAliasNameSet, {
    invalidates: ['balanceInquiry'],
    form,
    fields: ['cardAliasName'],
    messages: MESSAGE_KEYS,
    t,
  });
  const onValid = async (body: TRenameForm) => {
    if (!(await rename.run(body)).ok) return;
    toast({ kind: 'success', message: t('rename.done') });
    onClose();
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
