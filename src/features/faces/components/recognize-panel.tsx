import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaceSubject } from '../../../../shared/contract/faces';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { useScrollIntoView } from '../../../lib/scroll-into-view';
import type { FacesUrlState } from '../model/faces-url';
import { boxRect, landmarkPoints } from '../model/landmarks';
import { readRecognitions, THRESHOLD_START } from '../model/recognition';
import { formatPercent, similarityPercent, type serviceDefaultThreshold } from '../model/similarity';
import type { GalleryFace } from '../model/threshold-preview';
import { isHardRefusal, type Recognizer } from '../use-recognizer';
import { FaceFigure } from './face-figure';
import { ImageDrop } from './image-drop';
import { refusalText } from './refusal-text';
import { ThresholdPreview } from './threshold-preview';

/**
 * Test recognition: an uploaded or captured image is checked against the service's hard limits
 * (type, size, dimensions) and sent to recognize in the current group — one that breaks them only
 * when the user sends it anyway, and then the answer keeps the browser's reasons beside the
 * service's. The answer shows the best match (or every face's, with multi) with its subject, a
 * similarity percentage worked out from the distance (and how, said under the results) beside the
 * raw distance against the threshold, or "no match"; then a table of every face found, read at the
 * threshold slider's value as it moves (no request). What the in-browser detector saw is shown but
 * does not stop the call: the service's own answer (e.g. 3004, no face) is the point of the test.
 * The answer is scrolled into view when it arrives.
 */
export function RecognizePanel({
  recognizer,
  subjects,
  gallery,
  state,
  update,
  defaultThreshold,
}: {
  recognizer: Recognizer;
  subjects: readonly FaceSubject[];
  /** The group's enrolled faces, to name the subject of a face_id the answer gives. */
  gallery: readonly GalleryFace[];
  state: FacesUrlState;
  update: (patch: Partial<FacesUrlState>) => void;
  /** The threshold the service applies when none is sent: what an answer's percentage is read against. */
  defaultThreshold: ReturnType<typeof serviceDefaultThreshold>;
}) {
  const { t } = useTranslation('faces');
  const thresholdId = useId();
  const { input, sent, recognize } = recognizer;
  const results = recognize.data && sent ? readRecognitions(recognize.data, sent.threshold, subjects) : [];
  const image = input.kind === 'done' ? input.image : undefined;
  const picture = image?.picture;
  const hard = input.kind === 'done' && isHardRefusal(input.refusals);
  // The threshold that judged the answer: the one sent, else the service's default.
  const judgedBy = sent?.threshold ?? defaultThreshold.threshold;
  const judgedBySource = sent?.threshold === undefined ? defaultThreshold.source : 'own';
  // The table reads the answer at the slider's threshold (the service's default while none is set).
  const previewThreshold = state.threshold ?? judgedBy;
  const answered = recognize.isSuccess || recognize.isError;

  const resultRef = useRef<HTMLElement>(null);
  useScrollIntoView(resultRef, answered ? sent : undefined);

  return (
    <div className="recognize-panel">
      <div className="recognize-options">
        <label className="toggle">
          <input type="checkbox" checked={state.threshold !== undefined} onChange={(e) => update({ threshold: e.target.checked ? THRESHOLD_START : undefined })} />
          <span>{t('faces.recognize.ownThreshold')}</span>
        </label>
        {state.threshold !== undefined && (
          <>
            <label htmlFor={thresholdId}>{t('faces.recognize.threshold', { value: state.threshold.toFixed(2) })}</label>
            <input id={thresholdId} type="range" min={0} max={1} step={0.01} value={state.threshold} onChange={(e) => update({ threshold: Number(e.target.value) })} />
          </>
        )}
        <p className="field-hint">{t('faces.recognize.thresholdHint')}</p>
        <label className="toggle">
          <input type="checkbox" checked={state.multi} onChange={(e) => update({ multi: e.target.checked })} />
          <span>{t('faces.recognize.multi')}</span>
        </label>
      </div>
      <ImageDrop
        label={t('faces.recognize.pick')}
        limits={t('faces.drop.limitsRecognize')}
        multiple={false}
        onFiles={([file]) => {
          if (file) recognizer.accept(file);
        }}
      />

      {input.kind === 'checking' && <p className="muted">{t('faces.recognize.checking', { name: input.label })}</p>}
      {input.kind === 'done' && input.refusals.length > 0 && !sent && (
        <div className={hard ? 'warning' : 'note'} data-testid="recognize-gate">
          <p>{hard ? t('faces.recognize.refused') : t('faces.recognize.detectorSays')}</p>
          <ul className="refusals" data-testid="gate-refusals">
            {input.refusals.map((r, i) => (
              <li key={i}>{refusalText(t, r)}</li>
            ))}
          </ul>
          {hard && (
            <button type="button" className="button" onClick={recognizer.sendAnyway}>
              {t('faces.recognize.sendAnyway')}
            </button>
          )}
        </div>
      )}

      {sent && (
        <section ref={resultRef} className="recognition-result" data-testid="recognition-result" aria-live="polite">
          <h3>{t('faces.recognize.resultTitle')}</h3>
          {sent.overridden.length > 0 && (
            <div className="note">
              <p>{t('faces.recognize.overridden')}</p>
              <ul className="refusals" data-testid="gate-refusals">
                {sent.overridden.map((r, i) => (
                  <li key={i}>{refusalText(t, r)}</li>
                ))}
              </ul>
            </div>
          )}
          {sent.overridden.length === 0 && input.kind === 'done' && input.refusals.length > 0 && (
            <div className="note" data-testid="recognize-gate">
              <p>{t('faces.recognize.detectorSays')}</p>
              <ul className="refusals" data-testid="gate-refusals">
                {input.refusals.map((r, i) => (
                  <li key={i}>{refusalText(t, r)}</li>
                ))}
              </ul>
            </div>
          )}
          {recognize.isPending && <p className="muted">{t('faces.recognize.sending')}</p>}
          {recognize.isError && <ErrorPanel error={recognize.error} />}
          {recognize.isSuccess && (
            <>
              {results.length === 0 && <p className="no-match">{t('faces.recognize.noAnswer')}</p>}
              <ul className="match-list">
                {results.map((found) => ({ ...found, similarity: similarityPercent(found.distance, judgedBy) })).map((r, i) => (
                  <li key={i} className={`match ${r.matched ? 'matched' : 'unmatched'}`} data-testid="match" data-matched={r.matched}>
                    <strong className="match-title">{r.matched ? t('faces.recognize.match', { name: r.subjectName || r.subjectId }) : t('faces.recognize.noMatch')}</strong>
                    {r.matched && r.subjectName && <code className="muted">{r.subjectId}</code>}
                    {r.similarity !== undefined && (
                      <span className="match-similarity" data-testid="similarity">
                        {t('faces.recognize.similarity', { percent: formatPercent(r.similarity) })}
                      </span>
                    )}
                    {r.distance !== undefined && (
                      <span className="match-distance" data-testid="distance">
                        {sent.threshold === undefined
                          ? t('faces.recognize.distance', { distance: r.distance.toFixed(3) })
                          : t(r.distance <= sent.threshold ? 'faces.recognize.within' : 'faces.recognize.beyond', { distance: r.distance.toFixed(3), threshold: sent.threshold.toFixed(2) })}
                      </span>
                    )}
                    {!r.matched && <span className="muted">{t('faces.recognize.noMatchHint')}</span>}
                  </li>
                ))}
              </ul>
              {results.some((r) => r.distance !== undefined) && (
                <p className="similarity-note field-hint" data-testid="similarity-note">
                  {t('faces.recognize.similarityNote', { threshold: judgedBy.toFixed(2), source: t(`faces.recognize.thresholdSource.${judgedBySource}`) })}
                </p>
              )}
              {(state.threshold !== sent.threshold || state.multi !== sent.multi) && <p className="note">{t('faces.recognize.settingsChanged')}</p>}
              {results.length > 0 && <ThresholdPreview results={results} threshold={previewThreshold} gallery={gallery} />}
            </>
          )}
        </section>
      )}
      {image && (!hard || (sent !== undefined && sent.overridden.length > 0)) && (
        <button type="button" className="button" disabled={recognize.isPending} onClick={recognizer.again}>
          {t('faces.recognize.again')}
        </button>
      )}
      {picture && (
        <FaceFigure
          className="recognize-figure"
          src={picture.previewUrl}
          width={picture.width}
          height={picture.height}
          alt={t('faces.recognize.imageAlt', { name: input.kind === 'done' ? input.label : '' })}
          marks={results.flatMap((r) =>
            r.box ? [{ rect: boxRect(r.box), points: landmarkPoints(r.box.landmark), label: r.matched ? r.subjectName || r.subjectId : t('faces.recognize.noMatch'), tone: r.matched ? ('good' as const) : ('bad' as const) }] : [],
          )}
        />
      )}
    </div>
  );
}
