import { useTranslation } from 'react-i18next';
import { showBidiControls } from '../../../lib/bidi-text';

const MAX_CHILDREN = 200;

function Leaf({ value }: { value: unknown }) {
  const kind = value === null ? 'null' : typeof value;
  return <bdi className={`jt-value jt-${kind}`}>{showBidiControls(JSON.stringify(value))}</bdi>;
}

function Node({ name, value, depth }: { name: string | undefined; value: unknown; depth: number }) {
  const { t } = useTranslation('inspector');
  const label = name !== undefined ? <span className="jt-key"><bdi>{showBidiControls(name)}</bdi>: </span> : null;
  if (typeof value !== 'object' || value === null) {
    return (
      <div className="jt-row">
        {label}
        <Leaf value={value} />
      </div>
    );
  }
  const isArray = Array.isArray(value);
  const children: [string, unknown][] = isArray ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (children.length === 0) {
    return (
      <div className="jt-row">
        {label}
        <span className="jt-punct">{open + close}</span>
      </div>
    );
  }
  return (
    <details className="jt-node" open={depth < 3}>
      <summary>
        {label}
        <span className="jt-punct">{open}</span>
        <span className="jt-count muted"> {t('inspector.tree.items', { count: children.length })} </span>
        <span className="jt-punct">{close}</span>
      </summary>
      <div className="jt-children">
        {children.slice(0, MAX_CHILDREN).map(([k, v]) => (
          <Node key={k} name={isArray ? `[${k}]` : k} value={v} depth={depth + 1} />
        ))}
        {children.length > MAX_CHILDREN && <div className="muted">{t('inspector.tree.more', { count: children.length - MAX_CHILDREN })}</div>}
      </div>
    </details>
  );
}

/** A collapsible tree of a JSON value, every key and value rendered as text. */
export function JsonTree({ value }: { value: unknown }) {
  return (
    <div className="json-tree mono" data-testid="json-tree">
      <Node name={undefined} value={value} depth={0} />
    </div>
  );
}
