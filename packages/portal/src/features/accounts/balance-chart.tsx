import { useState } from 'react';
import { area, line } from 'd3-shape';
import { useTranslation } from 'react-i18next';
import { formatMinor, type TAccount } from '@openportal/contract';
import { formatMoney } from '@openportal/i18n';
import { balanceSeries, type TBalancePoint } from '../../shared/money/balance-series.ts';
import { useHistory } from '../../shared/money/history.tsx';
import { useLang } from '../../shared/ui/use-lang.ts';
import { ChartPlaceholder } from './chart-placeholder.tsx';

const W = 300;
const H = 72;
const PAD = 4;

/** Points → SVG coordinates. The scale is a ratio of bigints (money never becomes a float). */
export function chartCoordinates(points: readonly TBalancePoint[]): [number, number][] {
  if (points.length === 0) return [];
  const ats = points.map((p) => p.at);
  const t0 = Math.min(...ats);
  const span = Math.max(...ats) - t0 || 1;
  const lo = points.reduce((m, p) => (p.minor < m ? p.minor : m), points[0]!.minor);
  const hi = points.reduce((m, p) => (p.minor > m ? p.minor : m), points[0]!.minor);
  const range = hi - lo;
  const y = (m: bigint) => (range === 0n ? 0.5 : Number(((m - lo) * 10_000n) / range) / 10_000);
  const coords = points.map((p): [number, number] => [((p.at - t0) / span) * W, H - PAD - y(p.minor) * (H - 2 * PAD)]);
  return coords.length === 1
    ? [
        [0, coords[0]![1]],
        [W, coords[0]![1]],
      ]
    : coords;
}

/**
 * An account's balance over its latest movements (one history page, completed rows), as a step
 * line drawn with d3-shape. Loaded with the first chart (its own chunk); the picture is an image
 * whose label says the first and last balance. An account without a completed movement among
 * them shows no chart (there is no history to draw).
 */
export function BalanceChart({ account, name }: { account: TAccount; name: string }) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const history = useHistory({ accountId: account.accountId }, 1);
  // "Now" is when the chart first showed: the line's right end.
  const [now] = useState(() => Date.now());
  if (history.loading) return <ChartPlaceholder />;
  if (history.error) return null;
  const points = balanceSeries(history.rows, account.balance, account.currencyCode, now);
  // No completed movement: only "now", a flat line in an empty box. Nothing is drawn instead.
  if (points.length < 2) return null;
  const coords = chartCoordinates(points);
  const money = (p: TBalancePoint) =>
    formatMoney(formatMinor(p.minor, account.currencyCode), account.currencyCode, lang);
  const label = t('accounts.chart', { name, from: money(points[0]!), to: money(points.at(-1)!) });
  return (
    <figure className="op-chart" data-testid="balance-chart" data-points={points.length}>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={label} focusable="false">
        <path className="op-chart__area" d={area().y0(H)(coords) ?? ''} />
        <path className="op-chart__line" d={line()(coords) ?? ''} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="op-visually-hidden">{t('accounts.chartTitle')}</figcaption>
    </figure>
  );
}
