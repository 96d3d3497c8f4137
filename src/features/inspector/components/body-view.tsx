import { useTranslation } from 'react-i18next';
import { unwrapJavascript } from '../../../api/formats';
import type { ResponseFormat } from '../../../api/types';
import type { BodyView as BodyViewMode } from '../model/inspector-params';
import { prettyXml } from '../model/pretty-xml';
import { JsonTree } from './json-tree';
import { showBidiControls } from '../../../lib/bidi-text';

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function Pretty({ text, format }: { text: string; format: ResponseFormat }) {
  const { t } = useTranslation('inspector');
  const trimmed = text.trim();
  // Gateway errors come as JSON whatever format was asked for.
  if (format === 'json' || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const parsed = parseJson(trimmed);
    if (parsed.ok) return <JsonTree value={parsed.value} />;
  }
  if (format === 'xml' || trimmed.startsWith('<')) {
    return <pre className="mono body-text" data-testid="pretty-xml">{showBidiControls(prettyXml(trimmed))}</pre>;
  }
  if (format === 'javascript') {
    let inner: { ok: true; value: unknown } | { ok: false } = { ok: false };
    try {
      inner = parseJson(unwrapJavascript(trimmed));
    } catch {
      // not a call wrapper: shown as text only
    }
    return (
      <>
        <pre className="mono body-text">{showBidiControls(text)}</pre>
        {inner.ok && (
          <>
            <p className="muted small">{t('inspector.body.unwrapped')}</p>
            <JsonTree value={inner.value} />
          </>
        )}
      </>
    );
  }
  return <pre className="mono body-text">{showBidiControls(text)}</pre>;
}

/** A response body, pretty (JSON tree, indented XML, the JavaScript form as text) or raw. Never as HTML. */
export function BodyView({ text, format, view, onView, testId }: { text: string; format: ResponseFormat; view: BodyViewMode; onView: (v: BodyViewMode) => void; testId?: string }) {
  const { t } = useTranslation('inspector');
  return (
    <div className="body-view">
      <div className="segmented" role="group" aria-label={t('inspector.body.view')}>
        {(['pretty', 'raw'] as const).map((v) => (
          <button key={v} type="button" className={`seg ${view === v ? 'active' : ''}`} aria-pressed={view === v} onClick={() => onView(v)}>
            {t(`inspector.body.${v}`)}
          </button>
        ))}
      </div>
      {text === '' ? (
        <p className="muted">{t('inspector.body.empty')}</p>
      ) : view === 'raw' ? (
        <pre className="mono body-text" data-testid={testId ?? 'raw-body'}>{showBidiControls(text)}</pre>
      ) : (
        <Pretty text={text} format={format} />
      )}
    </div>
  );
}
