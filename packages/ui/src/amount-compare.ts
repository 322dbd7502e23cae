/**
 * Orders two wire amounts (decimal strings such as "-12.50", "1000", "0.946444") exactly, without
 * turning them into floats: by sign, then the whole part's digits, then the fraction's. An empty
 * or missing amount sorts first.
 */
export function compareAmounts(a: string | null | undefined, b: string | null | undefined): number {
  if (!a || !b) return (a ? 1 : 0) - (b ? 1 : 0);
  const negA = a.startsWith('-');
  const negB = b.startsWith('-');
  if (negA !== negB) return negA ? -1 : 1;
  const magnitude = compareMagnitudes(negA ? a.slice(1) : a, negB ? b.slice(1) : b);
  return negA ? -magnitude : magnitude;
}

function compareMagnitudes(a: string, b: string): number {
  const [wholeA = '', fracA = ''] = a.split('.');
  const [wholeB = '', fracB = ''] = b.split('.');
  const intA = wholeA.replace(/^0+(?=\d)/, '');
  const intB = wholeB.replace(/^0+(?=\d)/, '');
  if (intA.length !== intB.length) return intA.length < intB.length ? -1 : 1;
  if (intA !== intB) return intA < intB ? -1 : 1;
  const width = Math.max(fracA.length, fracB.length);
  const fa = fracA.padEnd(width, '0');
  const fb = fracB.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}
