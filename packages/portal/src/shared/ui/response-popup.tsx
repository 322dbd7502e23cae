import { lazy, Suspense } from 'react';
import { usePopup } from './popup-store.ts';

/** The dialog itself is its own chunk: most pages never show one, and the first load stays lean. */
const PopupDialog = lazy(() => import('./popup-dialog.tsx').then((m) => ({ default: m.PopupDialog })));

/**
 * The response popup of spec 2 §8: green success on '00', an error icon otherwise. A modal
 * `<dialog>`: the page behind is inert (focus cannot leave it, Tab stays inside), Escape closes
 * it, and focus goes back to where it was when it opened.
 */
export function ResponsePopup() {
  const popup = usePopup((s) => s.popup);
  const close = usePopup((s) => s.close);
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={popup} close={close} />
    </Suspense>
  );
}
