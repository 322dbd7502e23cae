import { useTranslation } from 'react-i18next';

/**
 * Previous / "Page n of m" / next under a paged list; nothing when it fits on one page. Test ids
 * are `<testId>-prev`, `<testId>-page`, `<testId>-next`.
 */
export function Pager(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { page, pages, onPage, testId } = props;
  if (pages <= 1) return null;
  return (
    <nav className="op-pager" aria-label={props.label}>
      <button
        className="op-button"
        type="button"
        data-testid={`${testId}-prev`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </button>
      <span data-testid={`${testId}-page`}>{t('common.page', { page, pages })}</span>
      <button
        className="op-button"
        type="button"
        data-testid={`${testId}-next`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
