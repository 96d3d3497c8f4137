import { showBidiControls } from '../../lib/bidi-text';

/**
 * Service or user data shown in the page: isolated from the text around it (`<bdi>`, direction
 * from its own first strong letter) and with any bidirectional control made visible, so a name
 * shows in the order it was typed.
 */
export function DataText({ children, className }: { children: string | number | null | undefined; className?: string }) {
  const text = children === null || children === undefined ? '' : String(children);
  return <bdi className={className === undefined ? 'data-text' : `data-text ${className}`}>{showBidiControls(text)}</bdi>;
}
