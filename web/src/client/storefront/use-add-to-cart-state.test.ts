// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAddToCartState } from './use-add-to-cart-state.ts';
import { GraphQLRequestError } from '../shared/graphql-request.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAddToCartState', () => {
  it('shows Adding…, then Added! 1 s after success for 2 s, then idle', async () => {
    const { result } = renderHook(() => useAddToCartState());
    let resolve!: (value: { ok: true }) => void;
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => new Promise((r) => (resolve = r)));
    });
    expect(result.current.phase).toBe('adding');
    await act(async () => {
      resolve({ ok: true });
      await running;
    });
    expect(result.current.phase).toBe('adding');
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.phase).toBe('adding');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.phase).toBe('added');
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.phase).toBe('added');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.phase).toBe('idle');
  });

  it('returns to idle 1 s after an error and keeps the message shown', async () => {
    const { result } = renderHook(() => useAddToCartState());
    await act(() =>
      result.current.run(async () => ({ ok: false, message: 'Sorry, we do not have enough of that item available.' })),
    );
    expect(result.current.phase).toBe('adding');
    expect(result.current.error).toBe('Sorry, we do not have enough of that item available.');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.phase).toBe('idle');
    expect(result.current.error).toBe('Sorry, we do not have enough of that item available.');
  });

  it('treats a thrown failure as an error and ignores clicks while busy', async () => {
    const { result } = renderHook(() => useAddToCartState());
    const action = vi.fn(async () => {
      throw new Error('offline');
    });
    await act(() => result.current.run(action));
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBe('Your cart could not be reached. Check your connection, then try again.');
    act(() => vi.advanceTimersByTime(1000));
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('says what the server answered when it answered: the session, a 429, or its own message', async () => {
    // What the islands' GraphQL client throws for an answer that came (shared/graphql-request.ts).
    const answered = (status: number, body: unknown) => new GraphQLRequestError(status, body);
    const cases: [Error, string][] = [
      [
        answered(403, { error: 'x', code: 'CRUMB_FAIL', crumbFail: true }),
        'Your session has expired. Please reload the page and try again.',
      ],
      [answered(429, { error: 'Too many' }), 'Please try again in a few seconds.'],
      [
        answered(503, { error: 'The store cannot take this just now. Please try again in a few seconds.' }),
        'The store cannot take this just now. Please try again in a few seconds.',
      ],
    ];
    for (const [error, message] of cases) {
      const { result } = renderHook(() => useAddToCartState());
      await act(() => result.current.run(async () => Promise.reject(error)));
      expect(result.current.error).toBe(message);
    }
  });
});
