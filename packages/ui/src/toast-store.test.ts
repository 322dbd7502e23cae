import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, useToasts } from './toast-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  useToasts.setState({ toasts: [] });
});

describe('toast store', () => {
  it('shows toasts in order, each gone after TOAST_MS or when dismissed', () => {
    const { push, dismiss } = useToasts.getState();
    push({ kind: 'success', message: 'one' });
    vi.advanceTimersByTime(1000);
    push({ kind: 'error', message: 'two' });
    push({ kind: 'info', message: 'three' });
    expect(useToasts.getState().toasts.map((t) => t.message)).toEqual(['one', 'two', 'three']);
    dismiss(useToasts.getState().toasts[2]!.id);
    vi.advanceTimersByTime(TOAST_MS - 1000);
    expect(useToasts.getState().toasts.map((t) => t.message)).toEqual(['two']);
    vi.advanceTimersByTime(1000);
    expect(useToasts.getState().toasts).toEqual([]);
  });
});
