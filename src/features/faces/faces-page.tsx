import type { KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../lib/use-url-state';
import { CameraPanel } from './components/camera-panel';
import { EnrolOptions } from './components/enrol-options';
import { EnrolQueueList } from './components/enrol-queue-list';
import { FaceGallery } from './components/face-gallery';
import { ImageDrop } from './components/image-drop';
import { RecognizePanel } from './components/recognize-panel';
import { ScopeBar } from './components/scope-bar';
import { parseFacesUrl, writeFacesUrl, type FacesTab } from './model/faces-url';
import { faceNameToSend } from './model/header-name';
import { faceQueries } from './queries';
import { useEnrolQueue } from './use-enrol-queue';
import { useFaceDetector } from './use-face-detector';
import { useFaceScope } from './use-face-scope';
import { useRecognizer } from './use-recognizer';

const TABS: readonly FacesTab[] = ['enrol', 'recognize'];

/**
 * Faces: pick a group and subject, enrol faces from files or the webcam through an in-browser
 * quality gate, see the subject's faces with what the service saw in them, and test
 * recognition. The detector (face-api on tfjs wasm) is loaded only by this page.
 */
export function FacesPage() {
  const { t } = useTranslation('faces');
  const [state, update] = useUrlState(parseFacesUrl, writeFacesUrl);
  // Settings typed or slid change the URL in place; only tab changes make history entries.
  const adjust = (patch: Parameters<typeof update>[0]) => update(patch, { replace: true });
  const { profileId, scope, setScope } = useFaceScope();
  const detector = useFaceDetector();
  const enrol = useEnrolQueue();
  const subjects = useQuery(faceQueries.subjects(profileId, scope.appId, scope.groupId));
  const recognizer = useRecognizer(scope.groupId, state);

  const ready = scope.appId !== '' && scope.groupId !== '' && scope.subjectId !== '';
  const faceName = faceNameToSend(state.pose, state.customName);
  const sendOptions = faceName === undefined ? undefined : { profileId, scope, faceName, allowMask: state.allowMask, mode: state.upload };
  const subjectName = subjects.data?.find((s) => s.subject_id === scope.subjectId)?.subject_name ?? '';

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    e.preventDefault();
    const next = TABS[(i + d + TABS.length) % TABS.length] ?? 'enrol';
    update({ tab: next });
    document.getElementById(`faces-tab-${next}`)?.focus();
  };

  return (
    <div className="page faces-page">
      <h1>{t('faces.title')}</h1>
      <p className="muted">{t('faces.intro')}</p>
      <ScopeBar profileId={profileId} scope={scope} setScope={setScope} />
      <p className="detector-status muted" data-testid="detector-status" data-status={detector.status} data-backend={detector.status === 'ready' ? detector.detector.backend : ''}>
        {detector.status === 'loading' && t('faces.detector.loading')}
        {detector.status === 'ready' && t('faces.detector.ready', { backend: detector.detector.backend })}
        {detector.status === 'failed' && t('faces.detector.failed', { message: detector.message })}
      </p>

      {!ready && scope.appId !== '' && <p className="note">{t('faces.pickScope')}</p>}
      {ready && (
        <>
          <div role="tablist" aria-label={t('faces.tabs')} className="tabs">
            {TABS.map((tab, i) => (
              <button
                key={tab}
                id={`faces-tab-${tab}`}
                role="tab"
                type="button"
                aria-selected={state.tab === tab}
                aria-controls="faces-tabpanel"
                tabIndex={state.tab === tab ? 0 : -1}
                className={`tab ${state.tab === tab ? 'active' : ''}`}
                onClick={() => update({ tab })}
                onKeyDown={(e) => onTabKey(e, i)}
              >
                {t(`faces.tab.${tab}`)}
              </button>
            ))}
          </div>
          <div id="faces-tabpanel" role="tabpanel" aria-labelledby={`faces-tab-${state.tab}`} className="faces-work">
            <CameraPanel
              detector={detector}
              captureLabel={t(state.tab === 'enrol' ? 'faces.camera.captureEnrol' : 'faces.camera.captureRecognize')}
              onCapture={(file) => (state.tab === 'enrol' ? enrol.add([file], 'camera') : recognizer.accept(file))}
            />
            <div className="faces-side">
              {state.tab === 'enrol' ? (
                <>
                  <EnrolOptions state={state} update={adjust} />
                  <ImageDrop label={t('faces.drop.pick')} limits={t('faces.drop.limits')} onFiles={(files) => enrol.add(files, 'file')} />
                </>
              ) : (
                <RecognizePanel recognizer={recognizer} subjects={subjects.data ?? []} state={state} update={adjust} />
              )}
            </div>
          </div>
          {state.tab === 'enrol' && (
            <EnrolQueueList
              queue={enrol.queue}
              canSendNow={sendOptions !== undefined}
              onSend={(id, force) => sendOptions && enrol.send(id, sendOptions, force)}
              onSendAll={() => sendOptions && enrol.sendAll(sendOptions)}
              onRemove={enrol.remove}
              onClearEnrolled={enrol.clearEnrolled}
            />
          )}
          <FaceGallery profileId={profileId} scope={scope} subjectName={subjectName} />
        </>
      )}
    </div>
  );
}
