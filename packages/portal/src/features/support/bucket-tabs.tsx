import { useTranslation } from 'react-i18next';
import { SUPPORT_BUCKETS } from '@openportal/contract';

export type TBucket = (typeof SUPPORT_BUCKETS)[number];

/** The bucket tabs (spec 3 §3: all, open, new, closed), each with its count once known. */
export function BucketTabs({
  bucket,
  counts,
  onBucket,
}: {
  bucket: TBucket;
  counts: Record<TBucket, number> | undefined;
  onBucket: (b: TBucket) => void;
}) {
  const { t } = useTranslation('support');
  return (
    <div className="op-support__tabs" role="tablist">
      {SUPPORT_BUCKETS.map((b) => (
        <button
          key={b}
          type="button"
          role="tab"
          aria-selected={b === bucket}
          className="op-button"
          data-testid={`support-bucket-${b}`}
          onClick={() => onBucket(b)}
        >
          {t(`support.buckets.${b}`)}
          {counts ? <span className="op-support__count">{counts[b]}</span> : null}
        </button>
      ))}
    </div>
  );
}
