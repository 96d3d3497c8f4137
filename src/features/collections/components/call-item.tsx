import { useTranslation } from 'react-i18next';
import { operationRoutes } from '../../../../shared/contract/routes';
import { DataText } from '../../../components/ui/data-text';
import type { Expectation, SavedCall } from '../model/collection';
import { ExpectationForm } from './expectation-form';
import { ExpectationText } from './expectation-text';

function paramText(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** One saved call: its operation and params, its expectations, and moving or removing it. */
export function CallItem({
  call,
  index,
  count,
  onMove,
  onRemove,
  onExpectations,
}: {
  call: SavedCall;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
  onExpectations: (next: Expectation[]) => void;
}) {
  const { t } = useTranslation('collections');
  const route = operationRoutes[call.operation];
  const params = Object.entries(call.params);
  const label = `${index + 1}. ${call.operation}`;
  return (
    <li className="saved-call" data-testid="saved-call" aria-label={label}>
      <div className="section-head">
        <h4 className="mono">
          {index + 1}. {call.operation} <span className="muted">{route.method} {route.path}</span>
        </h4>
        <div className="row-actions">
          <button type="button" className="button small" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`${t('collections.collection.up')}: ${label}`}>
            ↑
          </button>
          <button type="button" className="button small" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`${t('collections.collection.down')}: ${label}`}>
            ↓
          </button>
          <button type="button" className="button small danger" onClick={onRemove} aria-label={`${t('collections.collection.remove')}: ${label}`}>
            ✕
          </button>
        </div>
      </div>
      {params.length === 0 ? (
        <p className="muted small">{t('collections.collection.noParams')}</p>
      ) : (
        <dl className="call-params" aria-label={t('collections.collection.params')}>
          {params.map(([k, v]) => (
            <div key={k}>
              <dt className="mono">{k}</dt>
              <dd>
                <DataText>{paramText(v)}</DataText>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <details className="expectations" open={call.expectations.length > 0 || undefined}>
        <summary>
          {t('collections.expect.title')} ({call.expectations.length})
        </summary>
        {call.expectations.length === 0 ? (
          <p className="muted small">{t('collections.expect.none')}</p>
        ) : (
          <ul className="expectation-list">
            {call.expectations.map((e, i) => (
              <li key={i} data-testid="expectation">
                <ExpectationText expectation={e} />{' '}
                <button
                  type="button"
                  className="button small"
                  aria-label={t('collections.expect.remove')}
                  onClick={() => onExpectations(call.expectations.filter((_, j) => j !== i))}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        <ExpectationForm onAdd={(e) => onExpectations([...call.expectations, e])} />
      </details>
    </li>
  );
}
