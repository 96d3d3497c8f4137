import { useEffect, useRef, useState } from 'react';

/**
 * `value`, but changing at most once per `ms` (0 = at once). The map's pins follow a running
 * batch this way: each new GeoJSON makes the map redraw, which on a software-rendered WebGL
 * (headless Chromium, some VMs) costs ~100 ms of main thread — enough to delay the runner's starts.
 */
export function useThrottledValue<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const wait = ms <= 0 ? 0 : Math.max(0, last.current + ms - performance.now());
    const timer = setTimeout(() => {
      last.current = performance.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}
