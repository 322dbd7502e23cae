import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, fakeFetch, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { GALLERY_TEXTS } from './gallery-texts.ts';

afterEach(cleanup);

const SECTIONS = ['buttons', 'fields', 'money', 'table', 'cards', 'popups', 'toasts', 'skeleton', 'states', 'shell'];

describe('design-system gallery', () => {
  it('has the same words in every language', () => {
    const keys = Object.keys(GALLERY_TEXTS.en).sort();
    for (const texts of Object.values(GALLERY_TEXTS)) expect(Object.keys(texts).sort()).toEqual(keys);
  });

  it('shows every shared component in the chosen theme, signed out, and switches themes', async () => {
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      '/auth/logout': () => ({ json: {} }),
    });
    renderApp({ manifest: brand(), fetch, path: '/dev/design?theme=beta', signedOut: true });
    const gallery = await screen.findByTestId('design-gallery');
    expect(gallery.dataset.theme).toBe('beta');
    for (const s of SECTIONS) expect(screen.getByTestId(`gallery-${s}`)).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--op-color-primary')).toBe('#883311');
    fireEvent.change(screen.getByTestId('gallery-theme'), { target: { value: 'alpha' } });
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--op-color-primary')).toBe('#114488'));
    expect(screen.getByTestId('gallery-email').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByTestId('gallery-toast'));
    await waitFor(() => expect(screen.getAllByTestId('toast')).toHaveLength(3));
  });
});
