import { describe, expect, it } from 'vitest';
import { effectiveRate, fxRateMove } from './fx-rates.ts';

describe('effectiveRate', () => {
  it.each([
    [{ rate: '0.9210', spreadBps: 50 }, '0.916395'],
    [{ rate: '1', spreadBps: 0 }, '1.000000'],
    [{ rate: '4.5820', spreadBps: 75 }, '4.547635'],
    [{ rate: '0.000001', spreadBps: 5000 }, '0.000000'],
  ])('%o → %s', (fx, shown) => {
    expect(effectiveRate(fx)).toBe(shown);
  });
});

describe('fxRateMove (four eyes): the customer rate against the band, the mid rate against 10×', () => {
  const now = { rate: '0.9210', spreadBps: 50 };
  it.each([
    [{ rate: '0.9210', spreadBps: 50 }, 5, 'withinBand'],
    [{ rate: '0.95', spreadBps: 100 }, 5, 'withinBand'],
    [{ rate: '0.96705', spreadBps: 50 }, 5, 'withinBand'],
    [{ rate: '0.967051', spreadBps: 50 }, 5, 'beyondBand'],
    [{ rate: '0.87495', spreadBps: 50 }, 5, 'withinBand'],
    [{ rate: '0.874949', spreadBps: 50 }, 5, 'beyondBand'],
    [{ rate: '0.9210', spreadBps: 5000 }, 5, 'beyondBand'],
    [{ rate: '0.95', spreadBps: 100 }, 1, 'beyondBand'],
    [{ rate: '9.21', spreadBps: 50 }, 50, 'beyondBand'],
    [{ rate: '9.2101', spreadBps: 50 }, 50, 'tooFar'],
    [{ rate: '0.09209', spreadBps: 50 }, 50, 'tooFar'],
    [{ rate: '921', spreadBps: 50 }, 50, 'tooFar'],
  ] as const)('%o with a %i%% band → %s', (next, band, move) => {
    expect(fxRateMove(now, next, band)).toBe(move);
  });
});
