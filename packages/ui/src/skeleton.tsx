import { useTranslation } from 'react-i18next';

/**
 * Placeholder bars while a view's data loads (the layout does not jump when it arrives); screen
 * readers hear "Loading…" once. `lines` bars, the last one shorter.
 */
export function Skeleton({ lines = 3, testId = 'skeleton' }: { lines?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="op-skeleton" aria-busy="true" data-testid={testId}>
      <span className="op-visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="op-skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  );
}
