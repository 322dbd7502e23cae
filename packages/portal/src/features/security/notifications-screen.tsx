import { useTranslation } from 'react-i18next';
import { notificationSettingsGet, notificationSettingsSet, NOTIFICATION_SETTINGS } from '@openportal/contract';
import { errorPopup } from '../../shared/api/messages.ts';
import { useCall } from '../../shared/query/use-call.ts';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';

const KNOWN = new Set<string>(NOTIFICATION_SETTINGS.map((s) => s.identified));
const GROUPS = [...new Set<string>(NOTIFICATION_SETTINGS.map((s) => s.group))];

/** `/profile/notifications`: each setting as a switch, by group; a change is saved at once. */
export function NotificationsScreen() {
  const { t } = useTranslation('security');
  const { api, invalidate } = usePortal();
  const show = usePopup((s) => s.show);
  const settings = useCall(notificationSettingsGet, {});
  const rows = (settings.data?.settings ?? []).filter((s) => KNOWN.has(s.identified));
  const set = async (identified: string, value: boolean) => {
    const r = await api.call(notificationSettingsSet, { identified, value });
    if (!r.ok) show(errorPopup(r.error, t));
    invalidate(['notificationSettingsGet']);
  };
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
                  onChange={(e) => void set(s.identified, e.target.checked)}
                />
                <span>{t(`notifications.setting.${s.identified}`)}</span>
              </label>
            ))}
        </fieldset>
      ))}
    </section>
  );
}
