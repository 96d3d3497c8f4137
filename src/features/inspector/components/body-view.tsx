import { useTranslation } from 'react-i18next';
import type { ResponseFormat } from '../../../api/types';
import type { BodyView as BodyViewMode } from '../model/inspector-params';
import { prettyBody } from '../model/pretty-body';
import { prettyXml } from '../model/pretty-xml';
import { JsonTree } from './json-tree';
import { showBidiControls } from '../../../lib/bidi-text';

/** The note beside a tree read only after repairing the body (the contract check says where). */
function RepairedNote() {
  const { t } = useTranslation('inspector');
  return (
    <p className="muted small" data-testid="repaired-body-note">
      {t('deviation.repaired')}
    </p>
  );
}

function Pretty({ text, format }: { text: string; format: ResponseFormat }) {
  const { t } = useTranslation('inspector');
  const body = prettyBody(text, format);
  switch (body.kind) {
    case 'json':
      return (
        <>
          {body.repaired && <RepairedNote />}
          <JsonTree value={body.value} />
        </>
      );
    case 'xml':
      return <pre className="mono body-text" data-testid="pretty-xml">{showBidiControls(prettyXml(text.trim()))}</pre>;
    case 'javascript':
      return (
        <>
          <pre className="mono body-text">{showBidiControls(text)}</pre>
          {body.inner && (
            <>
              <p className="muted small">{t('inspector.body.unwrapped')}</p>
              {body.inner.repaired && <RepairedNote />}
              <JsonTree value={body.inner.value} />
            </>
          )}
        </>
      );
    case 'text':
      return <pre className="mono body-text">{showBidiControls(text)}</pre>;
  }
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
