import { useEffect, type RefObject } from 'react';

/**
 * Shows a `<dialog>` as a modal while mounted: the page behind is inert (focus cannot leave the
 * dialog), and when it goes focus returns to where it was before it opened (WCAG 2.4.3).
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, focus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const before = document.activeElement as HTMLElement | null;
    if (!d.open) d.showModal();
    focus?.current?.focus();
    return () => {
      if (d.open) d.close();
      if (before?.isConnected) before.focus();
    };
  }, [dialog, focus]);
}
