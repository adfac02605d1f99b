import { useEffect, useRef, useState } from 'react';

/**
 * `value`, changing at most once per `intervalMs`: the first change shows at once, later ones
 * within the window are coalesced into one trailing update, so the last value always lands.
 */
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);

  useEffect(() => {
    if (Object.is(value, shown)) return;
    const wait = Math.max(0, last.current + intervalMs - Date.now());
    const timer = window.setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [value, shown, intervalMs]);

  return shown;
}
