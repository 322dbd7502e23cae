import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopup } from './popup-store.ts';

/** The response popup of spec 2 §8: green success on '00', an error icon otherwise. */
export function ResponsePopup() {
  const { t } = useTranslation();
  const popup = usePopup((s) => s.popup);
  const close = usePopup((s) => s.close);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (popup) button.current?.focus();
  }, [popup]);
  if (!popup) return null;
  return (
    <div
      className="op-overlay"
      role="presentation"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <div
        className={`op-popup op-popup--${popup.kind}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="op-popup-title"
        data-testid="response-popup"
        data-kind={popup.kind}
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
      </div>
    </div>
  );
}
