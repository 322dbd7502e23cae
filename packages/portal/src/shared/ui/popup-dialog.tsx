import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPopupContent } from '../api/messages.ts';
import { useModal } from '@openportal/ui';

/** The response popup's dialog (loaded with the first popup; see response-popup.tsx). */
export function PopupDialog({ popup, close }: { popup: TPopupContent; close: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useModal(dialog, button);
  return (
    <dialog
      ref={dialog}
      className={`op-popup op-popup--${popup.kind}`}
      aria-labelledby="op-popup-title"
      data-testid="response-popup"
      data-kind={popup.kind}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="op-popup__icon" aria-hidden="true">
        {popup.kind === 'success' ? '✓' : '!'}
      </div>
      <h2 id="op-popup-title" data-testid="response-popup-title">
        {popup.title}
      </h2>
      <p data-testid="response-popup-message">{popup.message}</p>
      <button ref={button} type="button" className="op-button" data-testid="response-popup-close" onClick={close}>
        {t('popup.close')}
      </button>
    </dialog>
  );
}
