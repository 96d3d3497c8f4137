import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffKind } from '../../../../shared/compare/field-diff';
import { jsonLines, markOf } from '../model/json-lines';

/** An answer's JSON, indented, each differing field's line marked with its kind of difference. Text, never HTML. */
export function JsonView({ value, marks, label, testId }: { value: unknown; marks: ReadonlyMap<string, DiffKind>; label: string; testId: string }) {
  const { t } = useTranslation('compare');
  const { lines, truncated } = useMemo(() => jsonLines(value), [value]);
  return (
    <figure className="compare-json" data-testid={testId}>
      <figcaption>{label}</figcaption>
      <pre tabIndex={0} aria-label={label}>
        {lines.map((line, i) => {
          const kind = markOf(line.path, marks);
          return (
            <span
              key={i}
              className={kind ? `json-line diff-${kind}` : 'json-line'}
              data-path={line.path}
              data-diff={kind}
              title={kind ? t(`compare.kindHint.${kind}`) : undefined}
              style={{ paddingInlineStart: `${line.depth * 1.5}ch` }}
            >
              {line.text}
              {'\n'}
            </span>
          );
        })}
      </pre>
      {truncated && <p className="muted small">{t('compare.moreLines')}</p>}
    </figure>
  );
}
