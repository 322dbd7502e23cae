import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

describe('password reset', () => {
  it('asks for the e-mail, the mailed code (a wrong one is said so), then a new password', async () => {
    const { fetch, calls } = fakeFetch({
      'method:passwordChangeRequest': () => ok(),
      'method:passwordChangeCodeCheck': (b) => ok({ valid: b.code === '123456' }),
      'method:passwordChangeWithCode': () => ok(),
    });
    renderApp({ manifest: brand(), fetch, path: '/login' });
    fireEvent.click(await screen.findByTestId('forgot-password'));
    const step = async (id: string, value: string) => {
      fireEvent.change(await screen.findByTestId(id), { target: { value } });
      fireEvent.click(screen.getByTestId('reset-submit'));
    };
    await step('reset-email', 'me@example.com');
    await step('reset-code', '000000');
    expect((await screen.findByTestId('reset-error')).textContent).toBe('The code is wrong or expired');
    await step('reset-code', '123456');
    fireEvent.change(await screen.findByTestId('reset-password'), { target: { value: 'New-pass-12' } });
    await step('reset-repeat', 'New-pass-12');
    await screen.findByTestId('reset-done');
    expect(calls.filter((c) => c.key === 'method:passwordChangeWithCode').map((c) => c.body)).toEqual([
      { email: 'me@example.com', code: '123456', password: 'New-pass-12' },
    ]);
  });
});
