/**
 * Which group (or subject) the page works in. The session may hold an id that does not exist
 * here (another app, a deleted group, a default from an older version): the page then takes the
 * first one listed, or none when the list is empty. While the list is loading, nothing changes.
 */
export function pickId<T>(items: readonly T[] | undefined, current: string, idOf: (item: T) => string): string | undefined {
  if (items === undefined) return undefined;
  if (current !== '' && items.some((item) => idOf(item) === current)) return current;
  const first = items[0];
  return first === undefined ? '' : idOf(first);
}
