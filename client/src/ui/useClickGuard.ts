import { useCallback, useRef } from 'react';

/** Spec 01 §9: buttons ignore repeat clicks within 500 ms. */
export const CLICK_GUARD_MS = 500;

/**
 * Wraps a handler so calls within `ms` of the last accepted call are ignored. An async handler runs
 * fire-and-forget (it reports its own failures).
 */
export function useClickGuard<A extends unknown[]>(handler: (...args: A) => void | Promise<void>, ms = CLICK_GUARD_MS): (...args: A) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(handler);
  latest.current = handler;
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < ms) return;
      last.current = now;
      void latest.current(...args);
    },
    [ms],
  );
}
