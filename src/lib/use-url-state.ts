import { useCallback, useState } from 'react';
import { useGo, usePlace } from './routing';
import { stageViewOf, withStageView } from './stage-view';

/**
 * Page state that lives in the URL's query string, shown at once when the user changes it.
 *
 * A controlled input bound straight to the URL shows the router's value, which may lag the event
 * (a router that commits navigations as transitions made a checkbox click look lost). So the
 * value the user chose is kept in state at once and written to the URL; when the URL moves by
 * other means (back, forward, a link), the state follows it.
 */
export function useUrlState<T>(
  parse: (search: URLSearchParams) => T,
  write: (value: T, base: URLSearchParams) => URLSearchParams,
): [T, (patch: Partial<T>, options?: { replace?: boolean }) => void] {
  const location = usePlace();
  const go = useGo();
  const [state, setState] = useState(() => ({ search: location.search, value: parse(new URLSearchParams(location.search)) }));
  const [seen, setSeen] = useState(location.search);

  // Adjusting state while rendering (React's documented pattern): the URL moved somewhere
  // this hook did not send it, so the URL wins.
  if (location.search !== seen) {
    setSeen(location.search);
    if (location.search !== state.search) setState({ search: location.search, value: parse(new URLSearchParams(location.search)) });
  }

  const { value } = state;
  const update = useCallback(
    (patch: Partial<T>, options: { replace?: boolean } = {}) => {
      const next = { ...value, ...patch };
      // The table view is the shell's, not the page's: a page writing only its own params keeps
      // it, so typing or sorting in the table view does not drop the user back to the map.
      const own = write(next, new URLSearchParams(location.search)).toString();
      const written = withStageView(own, stageViewOf(location.search, location.pathname), location.pathname).replace(/^\?/, '');
      const search = written ? `?${written}` : '';
      setState({ search, value: next });
      // The map camera lives in the hash: keep it, so the link reproduces the whole view.
      go(`${location.pathname}${search}`, { replace: options.replace ?? false });
    },
    [value, write, location.search, location.pathname, go],
  );
  return [value, update];
}
