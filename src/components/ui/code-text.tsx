/**
 * A UI text in which names that are code (a parameter, a header, an operation, a command) are
 * written between backticks, as in "검색 반경 (`radius`)": those are shown as code, the rest as
 * text. A name is not translated; marking it so tells the reader, and the Korean-text check of
 * the journeys, that it is not a word to translate. Text only, never HTML.
 */
export function CodeText({ text }: { text: string }) {
  const parts = text.split('`');
  if (parts.length < 3) return <>{text}</>;
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
