import { useId, useRef, type ReactNode } from 'react';
import { useModal } from './use-modal.ts';

/**
 * A titled modal popup (spec 2 §2 popups: rename, confirmations): the page behind is inert, focus
 * goes into it and back to where it was when it closes, Escape closes it.
 */
export function Dialog({
  title,
  testId,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useModal(dialog);
  return (
    <dialog
      ref={dialog}
      className="op-popup op-dialog"
      aria-labelledby={id}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </dialog>
  );
}
