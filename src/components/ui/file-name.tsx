import { Fragment } from 'react';
import { nameParts } from '../../lib/name-parts';

/**
 * A file name as text that wraps in a narrow column only after _ . / \ or - (never inside a
 * word, as `overflow-wrap: anywhere` would cut it), with the whole name on hover.
 */
export function FileName({ name }: { name: string }) {
  const parts = nameParts(name);
  return (
    <code className="file-name" title={name}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </code>
  );
}
