import { useEffect, useState } from 'react';

/**
 * While `pending`, keeps returning the last value seen while not pending, for at most `holdMs`;
 * then (or as soon as it is no longer pending) the current value.
 *
 * For map overlays that an answer replaces: a quick answer swaps the old drawing for the new one
 * in one map repaint instead of clearing it first and drawing again — on a software-rendered map
 * each repaint holds the page's main thread, and the clearing repaint would delay the answer's
 * card. A slow answer clears the stale drawing after `holdMs`; a failed one at once.
 */
export function useHeldValue<T>(value: T, pending: boolean, holdMs: number): T {
  const [settled, setSettled] = useState(value);
  // Each pending spell gets a number, so that the hold ends per spell, whatever the values are
  // (an empty value may be the same object every time).
  const [spell, setSpell] = useState(0);
  const [wasPending, setWasPending] = useState(pending);
  // Adjusting state while rendering (React's documented pattern).
  if (!pending && settled !== value) setSettled(value);
  if (pending !== wasPending) {
    setWasPending(pending);
    if (pending) setSpell(spell + 1);
  }

  const [expired, setExpired] = useState(-1);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setExpired(spell), holdMs);
    return () => clearTimeout(timer);
  }, [pending, spell, holdMs]);

  return pending && expired !== spell ? settled : value;
}
