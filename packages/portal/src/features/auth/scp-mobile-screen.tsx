import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../shared/services.tsx';

/** Link codes as core makes them (eight of its alphabet); anything else is not put in a link. */
const CODE = /^[A-Z0-9]{8}$/;

/**
 * /scp-mobile (spec 1 §2 public route: secure-code enable page for the mobile shell). Ours: the
 * phone that opened the scp link lands here; it hands the code to the brand's app through its
 * deeplink (the app links itself as the user's device and turns on push approval) and offers the
 * store links when the app is missing. Without a code it says where to get one.
 */
export function ScpMobileScreen() {
  const { t } = useTranslation('auth');
  const { manifest } = usePortal();
  const code = new URLSearchParams(useLocation().search).get('code')?.toUpperCase() ?? '';
  const valid = CODE.test(code);
  return (
    <section className="op-card" data-testid="scp-mobile">
      <h1>{t('scpMobile.title')}</h1>
      {valid ? (
        <>
          <p>{t('scpMobile.hint')}</p>
          <a
            className="op-button op-button--primary"
            data-testid="scp-mobile-open"
            href={`${manifest.appDeeplinkScheme}://scp?code=${code}`}
          >
            {t('scpMobile.open')}
          </a>
        </>
      ) : (
        <p className="op-error" role="alert" data-testid="scp-mobile-no-code">
          {t('scpMobile.noCode')}
        </p>
      )}
      <p>{t('scpMobile.noApp')}</p>
      <p>
        <a href={manifest.storeLinks.ios} data-testid="scp-mobile-ios">
          {t('scpMobile.ios')}
        </a>{' '}
        <a href={manifest.storeLinks.android} data-testid="scp-mobile-android">
          {t('scpMobile.android')}
        </a>
      </p>
    </section>
  );
}
