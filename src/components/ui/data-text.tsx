import { showBidiControls } from '../../lib/bidi-text';

/**
 * Service or user data shown in the page: isolated from the text around it (`<bdi>`, direction
 * from its own first strong letter) and with any bidirectional control made visible, so a name
 * shows in the order it was typed.
 */
/** What a message is given in place of a value that MessageWithData shows as data. */
export const DATA_MARK = '\u0001';

/** A message with a value of the service or the user in it (given as DATA_MARK), that value shown as DataText. */
export function MessageWithData({ text, data }: { text: string; data: string }) {
  const at = text.indexOf(DATA_MARK);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <DataText>{data}</DataText>
      {text.slice(at + DATA_MARK.length)}
    </>
  );
}

export function DataText({ children, className }: { children: string | number | null | undefined; className?: string }) {
  const text = children === null || children === undefined ? '' : String(children);
  return <bdi className={className === undefined ? 'data-text' : `data-text ${className}`}>{showBidiControls(text)}</bdi>;
}
