import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CARD_STATUSES, ERROR_MESSAGES } from '@openportal/contract';
import { account, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { cardAccount, cardsApi, codeSent, future, refused } from '../../test/cards-kit.ts';

afterEach(cleanup);
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const buttons = () =>
  [...screen.getByTestId('card-actions').querySelectorAll<HTMLElement>('a, button')].map((b) => b.dataset.testid);

async function open(accounts: () => unknown[], more: Parameters<typeof cardsApi>[1] = {}, lang?: 'ru') {
  const api = cardsApi(accounts, more);
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/cards/7', lang });
  await services.session.signIn(future());
  await screen.findByTestId('card-detail');
  return api;
}

describe('card detail (spec 2 §2, actions by CARD_ACTION_RULES)', () => {
  it('offers only the actions the card’s status allows', async () => {
    await open(() => [cardAccount(7)]);
    expect(buttons()).toEqual([
      'card-action-virtualDetails',
      'card-action-load',
      'card-action-pause',
      'card-action-rename',
      'card-action-reissue',
      'card-action-block',
      'card-action-pin',
    ]);
    cleanup();
    await open(() => [cardAccount(7, { status: CARD_STATUSES.paused })]);
    expect(buttons()).not.toContain('card-action-pause');
    expect(buttons()).not.toContain('card-action-load');
    expect(buttons()).toContain('card-action-unpause');
    cleanup();
    await open(() => [cardAccount(7, { status: CARD_STATUSES.submitted })]);
    expect(buttons()).toEqual(['card-action-activate']);
    cleanup();
    await open(() => [cardAccount(7, { status: CARD_STATUSES.fraud })]);
    expect(screen.getByTestId('card-no-actions')).toBeTruthy();
    expect(screen.getByTestId('card-status').textContent).toBe('Blocked for fraud');
  });

  it('pauses, then the refreshed card offers unpause', async () => {
    let status: number = CARD_STATUSES.active;
    const api = await open(() => [cardAccount(7, { status })], {
      'method:cardPause': () => {
        status = CARD_STATUSES.paused;
        return ok();
      },
    });
    fireEvent.click(screen.getByTestId('card-action-pause'));
    fireEvent.click(within(await screen.findByTestId('card-pause-dialog')).getByTestId('card-confirm'));
    await screen.findByTestId('card-action-unpause');
    expect(screen.getByTestId('card-status').textContent).toBe('Paused');
    expect(screen.getByTestId('toast').textContent).toContain('The card is paused.');
    expect(api.calls.find((c) => c.key === 'method:cardPause')!.body).toEqual({ accountId: 7 });
  });

  it('reveals the details only after the one-time code, and says so when the code is wrong', async () => {
    const api = await open(() => [cardAccount(7)], {
      'method:cardVirtualDetailsGet': (b) =>
        b.otp === undefined
          ? codeSent()
          : b.otp === '123456'
            ? ok({ cardNumber: '4000001234567899', cvv: '321', expiryMonth: 11, expiryYear: 2029, statusId: 2 })
            : refused('otp', ERROR_MESSAGES.invalidSecurityCode),
      'method:cardBinInfo': (b) =>
        ok({ brand: 'Visa', country: b.binNumber === '400000' ? 'US' : null, blocked: false }),
    });
    fireEvent.click(screen.getByTestId('card-action-virtualDetails'));
    expect(screen.queryByTestId('card-code-input')).toBeNull();
    fireEvent.click(within(await screen.findByTestId('card-details-dialog')).getByTestId('card-code-send'));
    const code = await screen.findByTestId('card-code-dialog');
    type('card-code-input', '12');
    fireEvent.click(within(code).getByTestId('card-code-submit'));
    expect((await within(code).findByTestId('field-error')).dataset.field).toBe('otp');
    type('card-code-input', '000000');
    fireEvent.click(within(code).getByTestId('card-code-submit'));
    await waitFor(() => expect(within(code).getByTestId('field-error').textContent).not.toBe('Invalid value'));
    type('card-code-input', '123456');
    fireEvent.click(within(code).getByTestId('card-code-submit'));
    const dialog = await screen.findByTestId('card-details-dialog');
    expect((await within(dialog).findByTestId('card-details-number')).textContent).toBe('4000 0012 3456 7899');
    expect(within(dialog).getByTestId('card-details-cvv').textContent).toBe('321');
    expect(within(dialog).getByTestId('card-details-expiry').textContent).toBe('11/2029');
    expect((await within(dialog).findByTestId('card-details-scheme')).textContent).toBe('Visa · US');
    expect(api.calls.filter((c) => c.key === 'method:cardVirtualDetailsGet').map((c) => c.body)).toEqual([
      { accountId: 7 },
      { accountId: 7, otp: '000000' },
      { accountId: 7, otp: '123456' },
    ]);
    fireEvent.click(within(dialog).getByTestId('card-details-close'));
    await waitFor(() => expect(screen.queryByTestId('card-details-dialog')).toBeNull());
  });

  it('loads from an account in the card’s currency, refusing a bad amount before sending', async () => {
    const api = await open(
      () => [account(1, 'USD', '100.00'), account(2, 'EUR', '5.00'), cardAccount(7)],
      { 'method:cardLoad': () => ok({ transactionId: 't1' }) },
      'ru',
    );
    fireEvent.click(screen.getByTestId('card-action-load'));
    const dialog = await screen.findByTestId('card-load-dialog');
    const from = within(dialog).getByTestId('card-load-from') as HTMLSelectElement;
    expect([...from.options].map((o) => o.value)).toEqual(['1']);
    type('card-load-amount', '0');
    fireEvent.click(within(dialog).getByTestId('card-load-submit'));
    expect((await within(dialog).findByTestId('field-error')).textContent).toBe(
      'Введите сумму больше нуля, например 10,50',
    );
    expect(api.calls.some((c) => c.key === 'method:cardLoad')).toBe(false);
    type('card-load-amount', '12,50');
    fireEvent.click(within(dialog).getByTestId('card-load-submit'));
    await waitFor(() => expect(screen.queryByTestId('card-load-dialog')).toBeNull());
    const sent = api.calls.find((c) => c.key === 'method:cardLoad')!;
    expect(sent.body).toEqual({ accountId: 7, fromAccountId: 1, amount: '12.50', currency: 'USD' });
    expect(sent.headers['idempotency-key']).toBeTruthy();
  });

  it('asks for the SMS code of a load held for approval, then says it is done', async () => {
    const api = await open(() => [account(1, 'USD', '100.00'), cardAccount(7)], {
      'method:cardLoad': () =>
        ok({ transactionId: 't1', status: 'pending', trxid: 'r1', approveMode: 2, approvalSentTo: '+44*****901' }),
      'method:transferApprove': (b) =>
        b.approvalCode === '654321'
          ? ok({ status: 'completed' })
          : refused('approvalCode', ERROR_MESSAGES.invalidSecurityCode),
    });
    fireEvent.click(screen.getByTestId('card-action-load'));
    type('card-load-amount', '5');
    fireEvent.click(screen.getByTestId('card-load-submit'));
    const approval = await screen.findByTestId('card-load-approval');
    expect(approval.textContent).toContain('We sent a code to +44*****901 to approve this load.');
    type('card-load-code', '000000');
    fireEvent.click(screen.getByTestId('card-load-approve'));
    expect((await within(approval).findByTestId('field-error')).dataset.field).toBe('approvalCode');
    type('card-load-code', '654321');
    fireEvent.click(screen.getByTestId('card-load-approve'));
    await waitFor(() => expect(screen.queryByTestId('card-load-dialog')).toBeNull());
    expect(screen.getAllByTestId('toast').at(-1)!.textContent).toContain('is approved and done');
    expect(api.calls.filter((c) => c.key === 'method:transferApprove').map((c) => c.body)).toEqual([
      { trxid: 'r1', approvalCode: '000000' },
      { trxid: 'r1', approvalCode: '654321' },
    ]);
  });

  it('blocks with a reason, renames, and reissues a physical card by express', async () => {
    const api = await open(() => [cardAccount(7, { virtual: false })], {
      'method:cardBlock': () => ok(),
      'method:cardAliasNameSet': () => ok(),
      'method:cardReissue': () => ok({ accountId: 7 }),
    });
    fireEvent.click(screen.getByTestId('card-action-block'));
    type('card-block-reason', 'stolen');
    fireEvent.click(within(await screen.findByTestId('card-block-dialog')).getByTestId('card-confirm'));
    await waitFor(() => expect(screen.queryByTestId('card-block-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('card-action-rename'));
    await screen.findByTestId('card-rename-dialog');
    fireEvent.click(screen.getByTestId('card-rename-save'));
    expect((await screen.findByTestId('field-error')).textContent).toBe('Enter a name');
    type('card-rename-name', 'Groceries');
    fireEvent.click(screen.getByTestId('card-rename-save'));
    await waitFor(() => expect(screen.queryByTestId('card-rename-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('card-action-reissue'));
    fireEvent.click(await screen.findByTestId('card-reissue-express'));
    fireEvent.click(within(screen.getByTestId('card-reissue-dialog')).getByTestId('card-confirm'));
    await waitFor(() => expect(screen.queryByTestId('card-reissue-dialog')).toBeNull());
    const body = (k: string) => api.calls.find((c) => c.key === `method:${k}`)!.body;
    expect(body('cardBlock')).toEqual({ accountId: 7, reason: 'stolen' });
    expect(body('cardAliasNameSet')).toEqual({ accountId: 7, cardAliasName: 'Groceries' });
    expect(body('cardReissue')).toEqual({ accountId: 7, isExpressShipping: true });
  });

  it('shows a refusal of the server in the error popup and keeps the card', async () => {
    await open(() => [cardAccount(7)], {
      'method:cardPause': () => ({
        status: 400,
        json: { responseCode: 'VF', responseDescription: ERROR_MESSAGES.cardActionNotAllowed },
      }),
    });
    fireEvent.click(screen.getByTestId('card-action-pause'));
    fireEvent.click(within(await screen.findByTestId('card-pause-dialog')).getByTestId('card-confirm'));
    const popup = await screen.findByTestId('response-popup');
    expect(popup.dataset.kind).toBe('error');
    expect(popup.textContent).toContain("This is not possible in the card's current status");
  });
});
