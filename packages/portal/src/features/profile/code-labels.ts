import { useTranslation } from 'react-i18next';

/** The profile's texts and test ids of the shared code form (`shared/ui/code-dialog.tsx`). */
export function useCodeLabels() {
  const { t } = useTranslation('profile');
  return {
    parts: 'profile-code',
    field: 'code',
    label: t('confirmCode.label'),
    submitLabel: t('confirmCode.submit'),
    resendLabel: t('confirmCode.resend'),
    cancelLabel: t('profile.cancel'),
  };
}
