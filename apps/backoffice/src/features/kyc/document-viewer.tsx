import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKycDocumentFile, sniffDocumentType } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { ErrorText } from '../../shared/ui.tsx';

type TShown =
  { side: 'front' | 'back'; kind: 'image'; src: string } | { side: 'front' | 'back'; kind: 'pdf'; url: string };

/** A blob as a data: URL (the back office's policy allows data: images, not blob: ones). */
const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('unreadable'));
    r.readAsDataURL(blob);
  });

/**
 * One document's file for the reviewer (issue 21): the image shown inline, a PDF opened in a new
 * tab (the page's policy embeds no objects). Fetched for the customer on screen: core refuses a
 * document of any other customer, so the viewer never shows another customer's or brand's file.
 * The kind is read from the file's first bytes, never its name.
 */
export function DocumentViewer(p: { documentId: number; customerId: string; hasBack: boolean }) {
  const { t } = useTranslation();
  const file = useCallMutation(adminKycDocumentFile, { onFailure: false });
  const [shown, setShown] = useState<TShown | null>(null);
  const open = async (side: 'front' | 'back') => {
    const r = await file.run({ side, customerId: p.customerId }, { params: { documentId: String(p.documentId) } });
    if (!r.ok) return;
    const blob = r.data as unknown as Blob;
    const kind = sniffDocumentType(new Uint8Array(await blob.slice(0, 8).arrayBuffer()));
    if (kind === 'application/pdf') {
      const url = URL.createObjectURL(new Blob([blob], { type: kind }));
      window.open(url, '_blank', 'noopener');
      setShown({ side, kind: 'pdf', url });
    } else if (kind) setShown({ side, kind: 'image', src: await dataUrl(new Blob([blob], { type: kind })) });
  };
  return (
    <div className="op-stack" data-testid="kyc-viewer">
      <div className="op-row">
        <button type="button" className="op-button" data-testid="kyc-view-front" onClick={() => void open('front')}>
          {t('kyc.viewFront')}
        </button>
        {p.hasBack && (
          <button type="button" className="op-button" data-testid="kyc-view-back" onClick={() => void open('back')}>
            {t('kyc.viewBack')}
          </button>
        )}
      </div>
      {shown?.kind === 'image' && (
        <img
          className="bo-document-image"
          src={shown.src}
          alt={t('kyc.imageOf', { id: p.documentId, side: t(shown.side === 'front' ? 'kyc.front' : 'kyc.back') })}
          data-testid="kyc-document-image"
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      )}
      {shown?.kind === 'pdf' && (
        <a href={shown.url} target="_blank" rel="noopener" data-testid="kyc-document-pdf">
          {t('kyc.openPdf')}
        </a>
      )}
      <ErrorText error={file.error ?? undefined} />
    </div>
  );
}
