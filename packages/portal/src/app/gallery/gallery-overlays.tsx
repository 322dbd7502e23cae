import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, useToasts, ToastList } from '@openportal/ui';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { Section } from './gallery-section.tsx';
import type { TGalleryTexts } from './gallery-texts.ts';

/**
 * Popups: the response popup's two kinds and a form popup drawn in place (so a screenshot shows
 * them), and buttons that open the real, modal ones.
 */
export function PopupsSection({ tx }: { tx: TGalleryTexts }) {
  const { t } = useTranslation();
  const show = usePopup((s) => s.show);
  const [open, setOpen] = useState(false);
  return (
    <Section id="popups" title={tx.popups}>
      <div className="op-gallery__grid">
        {(['success', 'error'] as const).map((kind) => (
          <div key={kind} className={`op-popup op-popup--${kind} op-gallery__static`}>
            <div className="op-popup__icon" aria-hidden="true">
              {kind === 'success' ? '✓' : '!'}
            </div>
            <h3>{t(`popup.${kind}`)}</h3>
            <p>{kind === 'success' ? tx.done : tx.failed}</p>
            <button type="button" className="op-button">
              {t('popup.close')}
            </button>
          </div>
        ))}
      </div>
      <div className="op-row">
        <button
          type="button"
          className="op-button"
          data-testid="gallery-response-popup"
          onClick={() => show({ kind: 'success', title: t('popup.success'), message: tx.done })}
        >
          {t('popup.success')}
        </button>
        <button type="button" className="op-button" data-testid="gallery-dialog" onClick={() => setOpen(true)}>
          {tx.openPopup}
        </button>
      </div>
      {open && (
        <Dialog title={tx.popupTitle} testId="gallery-dialog-open" onClose={() => setOpen(false)}>
          <p>{tx.popupText}</p>
          <button type="button" className="op-button op-button--primary" onClick={() => setOpen(false)}>
            {t('popup.close')}
          </button>
        </Dialog>
      )}
    </Section>
  );
}

export function ToastsSection({ tx }: { tx: TGalleryTexts }) {
  const push = useToasts((s) => s.push);
  return (
    <Section id="toasts" title={tx.toasts}>
      <div className="op-gallery__static">
        <ToastList
          toasts={[
            { id: 1, kind: 'success', message: tx.done },
            { id: 2, kind: 'error', message: tx.failed },
          ]}
          onDismiss={() => undefined}
        />
      </div>
      <button
        type="button"
        className="op-button"
        data-testid="gallery-toast"
        onClick={() => push({ kind: 'info', message: tx.done })}
      >
        {tx.showToast}
      </button>
    </Section>
  );
}
