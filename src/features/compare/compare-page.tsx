import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { diffValues } from '../../../shared/compare/field-diff';
import { distanceMetres } from '../../../shared/geometry/distance';
import { CodeText } from '../../components/ui/code-text';
import { ErrorPanel } from '../../components/ui/error-panel';
import { useUrlState } from '../../lib/use-url-state';
import { GeoJsonOverlay } from '../../map/geojson-overlay';
import { useMap } from '../../map/map-context';
import type { CompareSide } from '../../session/compare-link';
import { checkBaseUrl } from '../../session/profiles';
import { keyRequired } from '../../session/server-profile';
import { useServerMode } from '../../session/server-mode-store';
import { useSession, type SessionState } from '../../session/session-store';
import { DiffList } from './components/diff-list';
import { JsonView } from './components/json-view';
import { OperationForm } from './components/operation-form';
import { KeyPrompt, SidePicker } from './components/side-picker';
import { COMPARE_COLORS, COMPARE_LAYERS, COMPARE_SOURCE } from './layers';
import { compareOverlay, firstPoint, formatMetres, overlayBounds } from './model/answer-points';
import { formParams, isRequest, parseCompare, writeCompare } from './model/compare-state';
import { markedPaths } from './model/json-lines';
import { compareQueries, type SideAnswer } from './queries';
import type { ServerMode } from '../../api/server-mode';

const SIDES = ['left', 'right'] as const;

/** Why a side cannot be sent yet: no base URL for a custom profile, or no key stored. */
function blocked(side: CompareSide, session: SessionState, mode: ServerMode | null | undefined): 'base' | 'key' | undefined {
  if (side.profileId === 'custom' && (!side.base || checkBaseUrl(side.base) !== undefined)) return 'base';
  if (keyRequired(side.profileId, mode) && session.credentials[side.profileId].appKey.trim() === '') return 'key';
  return undefined;
}

const bodyOf = (a: SideAnswer | undefined) => (a?.kind === 'body' ? a : undefined);

/**
 * One request sent to two profiles, the answers side by side: the field-level differences marked
 * in both, listed and counted per kind within the tolerances the user sets, both answers' points
 * on the map with the distance between them. The whole comparison is in the URL, never a key.
 */
export function ComparePage() {
  const { t } = useTranslation('compare');
  const map = useMap();
  const session = useSession();
  const { mode } = useServerMode();
  const [state, update] = useUrlState(parseCompare, writeCompare);
  const request = isRequest(state);

  const why = { left: blocked(state.left, session, mode), right: blocked(state.right, session, mode) };
  const left = useQuery({ ...compareQueries.side(state.left, state.operation, state.params), enabled: request && why.left === undefined });
  const right = useQuery({ ...compareQueries.side(state.right, state.operation, state.params), enabled: request && why.right === undefined });
  const answers = { left: left.data, right: right.data };

  const lb = bodyOf(left.data);
  const rb = bodyOf(right.data);
  const diff = useMemo(
    () => (lb && rb ? diffValues(lb.body, rb.body, { tolerance: state.tolerance, metresTolerance: state.metresTolerance }) : undefined),
    [lb, rb, state.tolerance, state.metresTolerance],
  );
  const marks = useMemo(() => ({ left: markedPaths(diff?.diffs ?? [], 'left'), right: markedPaths(diff?.diffs ?? [], 'right') }), [diff]);

  const points = useMemo(() => ({ left: lb?.ok ? firstPoint(lb.body) : undefined, right: rb?.ok ? firstPoint(rb.body) : undefined }), [lb, rb]);
  const labels = useMemo(() => ({ left: t('compare.pin.left'), right: t('compare.pin.right') }), [t]);
  const overlay = useMemo(() => compareOverlay(points.left, points.right, labels), [points, labels]);
  const metres = points.left && points.right ? distanceMetres(points.left, points.right) : undefined;

  // New answers: bring both points into view.
  const fitted = useRef<unknown>(null);
  useEffect(() => {
    const b = overlayBounds([points.left, points.right]);
    if (!map || !b || fitted.current === points) return;
    fitted.current = points;
    map.fitBounds(b, { padding: 100, maxZoom: 17, duration: 0 });
  }, [map, points]);

  const sendAgain = () => {
    void left.refetch();
    void right.refetch();
  };

  return (
    <div className="page compare-page">
      <h1>{t('compare.title')}</h1>
      <p className="muted">{t('compare.intro')}</p>
      <p className="notice">
        <CodeText text={t('compare.replayHint')} />
      </p>

      <OperationForm
        key={`${state.operation}:${JSON.stringify(state.params)}`}
        op={state.operation}
        params={formParams(state)}
        onOperation={(operation) => update({ operation, params: {} })}
        onSend={(params) => {
          if (JSON.stringify(params) === JSON.stringify(state.params)) sendAgain();
          else update({ params });
        }}
      />

      <div className="compare-sides">
        {SIDES.map((name) => (
          <div key={name}>
            <SidePicker name={name} side={state[name]} onChange={(side) => update({ [name]: side })} />
            {why[name] === 'key' && <KeyPrompt name={name} profileId={state[name].profileId} />}
          </div>
        ))}
      </div>

      <fieldset className="compare-tolerances">
        <legend>{t('compare.tolerances')}</legend>
        <label className="inline-field">
          <span>{t('compare.tolerance')}</span>
          <input
            type="number"
            min={0}
            step="any"
            value={state.tolerance}
            onChange={(e) => update({ tolerance: Math.max(0, Number(e.target.value) || 0) }, { replace: true })}
          />
        </label>
        <label className="inline-field">
          <span>{t('compare.metresTolerance')}</span>
          <input
            type="number"
            min={0}
            step="any"
            value={state.metresTolerance}
            onChange={(e) => update({ metresTolerance: Math.max(0, Number(e.target.value) || 0) }, { replace: true })}
          />
        </label>
      </fieldset>

      <GeoJsonOverlay id={COMPARE_SOURCE} data={overlay} layers={COMPARE_LAYERS} />

      <div aria-live="polite" aria-busy={left.isFetching || right.isFetching} className="compare-results">
        {!request && <p className="muted">{t('compare.empty')}</p>}
        {request && (
          <>
            <div className="compare-status">
              {SIDES.map((name) => {
                const q = name === 'left' ? left : right;
                const a = answers[name];
                return (
                  <p key={name} className={`side-${name}`} data-testid={`compare-status-${name}`}>
                    <strong>{t('compare.answerOf', { side: t(`compare.side.${name}`), profile: t(`settings.profiles.${state[name].profileId}`) })}</strong>{' '}
                    {q.isFetching && t('compare.sending')}
                    {a?.kind === 'body' && t('compare.status', { status: a.status, ms: Math.round(a.durationMs) })}
                  </p>
                );
              })}
              <button type="button" className="button" onClick={sendAgain} disabled={why.left !== undefined || why.right !== undefined}>
                {t('compare.sendAgain')}
              </button>
            </div>
            {SIDES.map((name) => {
              const a = answers[name];
              return a?.kind === 'none' ? <ErrorPanel key={name} error={a.error} onRetry={sendAgain} /> : null;
            })}
            {metres !== undefined && (
              <p className="compare-distance" data-testid="compare-distance">
                {t('compare.distance', { metres: formatMetres(metres) })}
              </p>
            )}
            {diff && <DiffList result={diff} />}
            <div className="compare-json-pair">
              {SIDES.map((name) => {
                const a = bodyOf(answers[name]);
                return a ? (
                  <JsonView
                    key={name}
                    value={a.body}
                    marks={marks[name]}
                    label={t('compare.answerOf', { side: t(`compare.side.${name}`), profile: t(`settings.profiles.${state[name].profileId}`) })}
                    testId={`compare-json-${name}`}
                  />
                ) : (
                  <div key={name} />
                );
              })}
            </div>
            {SIDES.map((name) => {
              const a = bodyOf(answers[name]);
              return a?.ok && !points[name] ? (
                <p key={name} className="muted small">
                  {t('compare.noPoint', { side: t(`compare.side.${name}`) })}
                </p>
              ) : null;
            })}
          </>
        )}
      </div>
      <section className="legend" aria-label={t('legend.title')}>
        <ul>
          {SIDES.map((name) => (
            <li key={name}>
              <svg width="18" height="18" aria-hidden="true">
                <circle cx="9" cy="9" r="7" fill={COMPARE_COLORS[name]} stroke="#fff" strokeWidth="2" />
              </svg>
              <span>{t(`compare.pin.${name}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
