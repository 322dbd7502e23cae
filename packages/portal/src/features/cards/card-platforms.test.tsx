import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { CARD_STATUSES } from '@openportal/contract';
import { ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { cardAccount, cardsApi, future } from '../../test/cards-kit.ts';

afterEach(cleanup);

async function open(status: number, answer: { required: boolean; requirements: string[] }) {
  const api = cardsApi(() => [cardAccount(7, { status })], {
    'method:crossPlatformRequirementGet': () => ok(answer),
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/cards/7' });
  await services.session.signIn(future());
  return { api, section: await screen.findByTestId('card-platforms') };
}

describe('card detail: wallet apps and the mobile app (cross-platform requirement get)', () => {
  it('lists what the card still needs, asked for this card', async () => {
    const { api, section } = await open(CARD_STATUSES.submitted, {
      required: true,
      requirements: ['verifyIdentity', 'activateCard'],
    });
    expect(
      [...section.querySelectorAll('[data-testid="card-platform-requirement"]')].map((e) => e.textContent),
    ).toEqual(['Verify your identity first.', 'Activate the card first.']);
    expect(api.calls.find((c) => c.key === 'method:crossPlatformRequirementGet')!.body).toEqual({ accountId: 7 });
  });

  it('says the card is ready when nothing is required', async () => {
    const { section } = await open(CARD_STATUSES.active, { required: false, requirements: [] });
    expect(section.dataset['required']).toBe('false');
    expect(screen.getByTestId('card-platforms-ready').textContent).toContain('wallet apps');
  });
});
