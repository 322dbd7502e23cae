import { describe, expect, it } from 'vitest';
import { authDeviceList, supportTicketGet } from '@openportal/contract';
import { wireRequest } from './wire.ts';

describe('wireRequest', () => {
  it('sends a call of a service mounted on its own base under that base', () => {
    expect(wireRequest('/api', supportTicketGet, {}, { params: { id: '5' } }).url).toBe('/api/support-desk/tickets/5');
    expect(wireRequest('/api', authDeviceList, {}).url).toBe('/api/auth/devices');
  });
});
