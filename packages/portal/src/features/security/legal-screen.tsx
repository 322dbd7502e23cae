import { useTranslation } from 'react-i18next';
import { agreementDownload, legalInfoGet } from '@openportal/contract';
import { formatDate } from '@openportal/i18n';
import { errorPopup } from '../../shared/api/messages.ts';
import { useCall } from '@openportal/contract-client';
import { usePortal } from '../../shared/services.tsx';
import { saveFile } from '../../shared/shell/files.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';

/** `/legal`: the brand's agreements the customer accepted, each as a PDF (spec 2 §7 legal info). */
export function LegalScreen() {
  const { t } = useTranslation('security');
  const lang = useLang();
  const { api, shell } = usePortal();
  const show = usePopup((s) => s.show);
  const info = useCall(legalInfoGet, {});
  const agreements = info.data?.agreements ?? [];
  const download = async (id: string) => {
    const r = await api.call(agreementDownload, { id });
    if (!r.ok) return show(errorPopup(r.error, t));
    // In the mobile shell the app saves it (shared/shell/files.ts), else the browser's download.
    await saveFile(shell, r.data as unknown as Blob, `${id}.pdf`);
  };
  return (
    <section className="op-card">
      <h1>{t('legalInfo.title')}</h1>
      {info.data && agreements.length === 0 && <p className="op-muted">{t('legalInfo.empty')}</p>}
      <ul className="op-links">
        {agreements.map((a) => (
          <li key={a.id} className="op-row" data-testid="legal-row">
            <span>{a.title}</span>
            {a.acceptedAt && (
              <span className="op-muted">{t('legalInfo.accepted', { date: formatDate(a.acceptedAt, lang) })}</span>
            )}
            <button
              className="op-button op-button--link"
              type="button"
              data-testid="legal-download"
              onClick={() => void download(a.id)}
            >
              {t('legalInfo.download')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
