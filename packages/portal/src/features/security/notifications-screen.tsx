import { useTranslation } from 'react-i18next';
import { notificationSettingsGet, notificationSettingsSet, NOTIFICATION_SETTINGS } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';

const KNOWN = new Set<string>(NOTIFICATION_SETTINGS.map((s) => s.identified));
const GROUPS = [...new Set<string>(NOTIFICATION_SETTINGS.map((s) => s.group))];

/** `/profile/notifications`: each setting as a switch, by group; a change is saved at once. */
export function NotificationsScreen() {
  const { t } = useTranslation('security');
  const settings = useCall(notificationSettingsGet, {});
  const save = useCallMutation(notificationSettingsSet, {
    invalidates: ['notificationSettingsGet'],
    invalidateOnFailure: true,
    t,
  });
  const rows = (settings.data?.settings ?? []).filter((s) => KNOWN.has(s.identified));
  return (
    <section className="op-card">
      <h1>{t('notifications.title')}</h1>
      {GROUPS.map((group) => (
        <fieldset key={group} className="op-stack">
          <legend>{t(`notifications.group.${group}`)}</legend>
          {rows
            .filter((s) => s.group === group)
            .map((s) => (
              <label key={s.identified} className="op-check">
                <input
                  type="checkbox"
                  data-testid={`notification-${s.identified}`}
                  checked={s.value}
                  onChange={(e) => save.mutate({ identified: s.identified, value: e.target.checked })}
                />
                <span>{t(`notifications.setting.${s.identified}`)}</span>
              </label>
            ))}
        </fieldset>
      ))}
    </section>
  );
}
