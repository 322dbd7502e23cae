import { describe, expect, it } from 'vitest';
import { createRealtimeBus } from './event-bus.ts';

describe('realtime bus', () => {
  it('hands events to subscribers until they leave, and keeps the latest', () => {
    const bus = createRealtimeBus(2);
    const seen: string[] = [];
    const off = bus.subscribe((e) => seen.push(e.type));
    bus.emit({ type: 'TwoStepVerificationModeSet' });
    off();
    bus.emit({ type: 'TransactionStatus', transactionId: 't1', result: 'success' });
    bus.emit({ type: 'TwoStepVerificationConfirmed' });
    expect(seen).toEqual(['TwoStepVerificationModeSet']);
    expect(bus.recent().map((e) => e.type)).toEqual(['TransactionStatus', 'TwoStepVerificationConfirmed']);
  });
});
