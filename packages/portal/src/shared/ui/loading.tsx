import { useTranslation } from 'react-i18next';

/**
 * A whole screen still loading (its code, or the session): a live region whose text is the
 * page's level-one heading until the screen's own replaces it, so no screen state lacks one.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="op-loading" role="status">
      <h1 data-loading="">{t('common.loading')}</h1>
    </div>
  );
}
