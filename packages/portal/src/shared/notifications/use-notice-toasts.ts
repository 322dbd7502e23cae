import { useEffect, useState } from 'react';
import { NOTIFICATION_DISPLAY_MS, type TNotification } from '@openportal/contract';
import { usePortal } from '../services.tsx';

/**
 * The notifications that arrive while the user is here (realtime `Notification`), each shown as
 * a toast for NOTIFICATION_DISPLAY_MS (spec 3 §9: 10 s) or until closed; the stored list is
 * reloaded on each.
 */
export function useNoticeToasts() {
  const { realtime, invalidate } = usePortal();
  const [toasts, setToasts] = useState<readonly TNotification[]>([]);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = realtime.subscribe((e) => {
      if (e.type !== 'Notification') return;
      const n = e.notification;
      invalidate(['notificationList']);
      setToasts((list) => (list.some((x) => x.id === n.id) ? list : [...list, n]));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((x) => x.id !== n.id));
      }, NOTIFICATION_DISPLAY_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [realtime, invalidate]);
  const dismiss = (id: string) => setToasts((list) => list.filter((x) => x.id !== id));
  return { toasts, dismiss };
}
