import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `ms` milliseconds (compared with Object.is, so pass
 * a string or number key). The first value is taken at once.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
