/**
 * The pages with a table view and what happens to the map there: `overview` keeps a small map
 * (the page draws on it), `hidden` removes it (the page draws nothing). Other pages ignore
 * `?view=table`.
 */
const TABLE_VIEW_PAGES: Readonly<Record<string, 'overview' | 'hidden'>> = {
  '/zones': 'hidden',
  '/inspector': 'hidden',
  '/faces': 'hidden',
  '/batch': 'overview',
};

/** The map's place in the table view of the page at `pathname`, or undefined when it has none. */
export function tableViewMap(pathname: string): 'overview' | 'hidden' | undefined {
  return TABLE_VIEW_PAGES[pathname];
}
