/** The chart's place while it loads: the chart's height, so nothing below moves when it comes. */
export function ChartPlaceholder() {
  return <div className="op-chart op-chart--loading" aria-hidden="true" data-testid="balance-chart-loading" />;
}
