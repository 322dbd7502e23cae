import { describe, expect, it } from 'vitest';
import { authDeviceList } from '@openportal/contract';
import { callId } from '@openportal/contract-client';
import { callsToInvalidate } from './session-effects.tsx';

describe('realtime events → stale calls', () => {
  it('names a method call by its name and a REST call by its cache id, once each', () => {
    // The security feature names the device list by the cache id the query layer gives it.
    expect(callId(authDeviceList)).toBe('GET /auth/devices');
    const handlers = [
      { BalanceChanged: ['balanceInquiry', 'historyGet'] as const },
      { BalanceChanged: ['historyGet'] as const, DeviceStateChanged: ['GET /auth/devices'] as const },
    ];
    expect(callsToInvalidate(handlers, { type: 'BalanceChanged', customerId: 'c1', accountIds: [1] })).toEqual([
      'balanceInquiry',
      'historyGet',
    ]);
    expect(callsToInvalidate(handlers, { type: 'DeviceStateChanged', reason: 'deviceLinked' })).toEqual([
      'GET /auth/devices',
    ]);
    expect(callsToInvalidate(handlers, { type: 'TwoStepVerificationModeSet' })).toEqual([]);
  });
});
