import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, customerInfo, ok } from '../../test/fake-api.ts';
import { openSignIn, submitCredentials } from '../../test/sign-in-screen.ts';
import { NO_ANALYTICS, type TAnalyticsClient } from '../../shared/analytics/index.ts';

afterEach(cleanup);

/** An analytics client that records what the portal tells it. */
function recorder() {
  const seen: string[] = [];
  const client: TAnalyticsClient = {
    ...NO_ANALYTICS,
    track: (event) => void seen.push(event),
    identify: (id) => void seen.push(`identify ${id}`),
    reset: () => void seen.push('reset'),
  };
  return { client, seen };
}

describe('analytics of the sign-in (spec 3 §7)', () => {
  it('tracks the click and the success, and identifies the customer', async () => {
    const a = recorder();
    openSignIn(
      {
        'method:userAccessInfoGet': () =>
          ok({ ...ACCESS_INFO, userAccessInfo: { ...ACCESS_INFO.userAccessInfo, id: 'cust-7' } }),
        'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ customerId: 'cust-7' }) }),
      },
      a.client,
    );
    await submitCredentials();
    await screen.findByTestId('accounts-empty');
    await waitFor(() => expect(a.seen).toContain('Login Completed'));
    expect(a.seen.filter((s) => !s.startsWith('identify'))).toEqual([
      'Login Click',
      'Login Success',
      'Login Completed',
    ]);
    expect(a.seen.some((s) => s.startsWith('identify customer:'))).toBe(true);
  });

  it('tracks a refused sign-in as failed', async () => {
    const a = recorder();
    openSignIn(
      {
        '/auth/login': () => ({
          status: 401,
          json: { responseCode: 'AU', responseDescription: 'Invalid username or password' },
        }),
      },
      a.client,
    );
    await submitCredentials('user@example.com', 'wrong');
    await waitFor(() => expect(a.seen).toEqual(['Login Click', 'Login Failed']));
  });
});
