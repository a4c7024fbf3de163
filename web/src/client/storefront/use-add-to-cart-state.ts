import { useCallback, useEffect, useRef, useState } from 'react';
import { addToCartFailureMessage } from '@atelier/commerce';
import { addToCartFailureOf } from './add-to-cart-failure-of.ts';

export type AddButtonPhase = 'idle' | 'adding' | 'added';

/** SPEC 9: "Added!" appears 1 s after success and stays 2 s; after an error, idle again in 1 s. */
export const ADDED_LABEL_DELAY_MS = 1000;
export const ADDED_LABEL_DURATION_MS = 2000;
export const ERROR_RESET_MS = 1000;

/**
 * The add-to-cart button's states: idle -> adding -> added -> idle, or adding -> idle on error.
 * `run` ignores clicks while a cycle is under way.
 */
export function useAddToCartState() {
  const [phase, setPhase] = useState<AddButtonPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const busy = useRef(false);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));

  const run = useCallback(async (action: () => Promise<{ ok: true } | { ok: false; message: string }>) => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setPhase('adding');
    let result: { ok: true } | { ok: false; message: string };
    try {
      result = await action();
    } catch (error) {
      // The server's answer when there was one (SPEC section 8); words of our own only when none came.
      result = { ok: false, message: addToCartFailureMessage(addToCartFailureOf(error)) };
    }
    if (result.ok) {
      later(ADDED_LABEL_DELAY_MS, () => setPhase('added'));
      later(ADDED_LABEL_DELAY_MS + ADDED_LABEL_DURATION_MS, () => {
        setPhase('idle');
        busy.current = false;
      });
    } else {
      setError(result.message);
      later(ERROR_RESET_MS, () => {
        setPhase('idle');
        busy.current = false;
      });
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { phase, error, run, clearError };
}
