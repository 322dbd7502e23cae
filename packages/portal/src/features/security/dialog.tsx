import { useId, useRef, type ReactNode } from 'react';
import { useModal } from '../../shared/ui/use-modal.ts';

/** A modal popup of this feature (spec 2 §2 popups): a titled modal dialog over the page; Escape closes it. */
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
