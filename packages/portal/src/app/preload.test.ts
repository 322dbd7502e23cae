import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TFeature } from '../shared/feature.ts';
import { lazyScreen } from '../shared/lazy-screen.ts';
import { preloadFirstScreen } from './preload.ts';

const Screen = () => null;

function fixture() {
  const loads = {
    login: vi.fn(() => Promise.resolve({ default: Screen })),
    home: vi.fn(() => Promise.resolve({ default: Screen })),
  };
  const features: TFeature[] = [
    { id: 'auth', layout: 'public', namespace: 'auth', routes: [{ path: 'login', screen: lazyScreen(loads.login) }] },
    {
      id: 'accounts',
      layout: 'main',
      namespace: 'accounts',
      routes: [
        { path: 'homeAlias', redirectTo: 'home' },
        { path: 'home', screen: lazyScreen(loads.home) },
      ],
    },
    {
      id: 'legal',
      layout: 'public',
      namespace: 'registration',
      routes: [{ path: 'legal', splat: true, screen: lazy(() => Promise.resolve({ default: Screen })) }],
    },
  ];
  const loadNamespaces = vi.fn();
  return { loads, features, loadNamespaces };
}

describe('preloadFirstScreen', () => {
  it("starts the matching route's chunk and its feature's catalogue, nothing else", () => {
    const f = fixture();
    preloadFirstScreen(f.features, '/login', f.loadNamespaces);
    expect(f.loads.login).toHaveBeenCalledTimes(1);
    expect(f.loads.home).not.toHaveBeenCalled();
    expect(f.loadNamespaces).toHaveBeenCalledExactlyOnceWith('auth');
  });

  it('matches home at / and only the catalogue for a screen without preload (splat path)', () => {
    const f = fixture();
    preloadFirstScreen(f.features, '/', f.loadNamespaces);
    expect(f.loads.home).toHaveBeenCalledTimes(1);
    expect(f.loadNamespaces).toHaveBeenCalledExactlyOnceWith('accounts');
    preloadFirstScreen(f.features, '/legal/terms/v2', f.loadNamespaces);
    expect(f.loadNamespaces).toHaveBeenLastCalledWith('registration');
  });

  it('does nothing on a path no screen has', () => {
    const f = fixture();
    preloadFirstScreen(f.features, '/no-such-page', f.loadNamespaces);
    expect(f.loads.login).not.toHaveBeenCalled();
    expect(f.loads.home).not.toHaveBeenCalled();
    expect(f.loadNamespaces).not.toHaveBeenCalled();
  });

  it('imports a lazy screen once, whether preloaded or rendered first', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const s = lazyScreen(load);
    const first = s.preload();
    expect(s.preload()).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(1);
  });
});
