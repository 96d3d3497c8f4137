import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TabList } from '../../components/ui/tab-list';
import { ViewSwitch } from '../../components/ui/view-switch';
import { useStageView } from '../../lib/stage-view';
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
import { serviceDefaultThreshold } from './model/similarity';
import { faceQueries } from './queries';
import { useEnrolQueue } from './use-enrol-queue';
import { useFaceDetector } from './use-face-detector';
import { useFaceScope } from './use-face-scope';
import { useGroupFaces } from './use-group-faces';
import { useRecognizer } from './use-recognizer';
import { CodeText } from '../../components/ui/code-text';

const TABS: readonly FacesTab[] = ['enrol', 'recognize'];

/**
 * Faces: pick a group and subject, see the gallery (the group's subjects with their face counts,
 * the chosen subject's faces with what the service saw in them), enrol faces from files or the
 * webcam through an in-browser quality gate, and test recognition. The gallery comes first; the
 * enrolment and recognition work follows it in the side panel, or stands beside it in the table
 * view. The detector (face-api on tfjs wasm) is loaded only by this page.
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
  const gallery = useGroupFaces(profileId, scope, subjects.data);
  const [view] = useStageView();

  const groupReady = scope.appId !== '' && scope.groupId !== '';
  const ready = groupReady && scope.subjectId !== '';
  const faceName = faceNameToSend(state.pose, state.customName);
  const sendOptions = faceName === undefined ? undefined : { profileId, scope, faceName, allowMask: state.allowMask, mode: state.upload };

  return (
    <div className="page faces-page" data-view={view}>
      <div className="faces-head">
        <h1>{t('faces.title')}</h1>
        <ViewSwitch />
      </div>
      <p className="muted">{t('faces.intro')}</p>
      <ScopeBar profileId={profileId} scope={scope} setScope={setScope} />
      <p className="detector-status muted" data-testid="detector-status" data-status={detector.status} data-backend={detector.status === 'ready' ? detector.detector.backend : ''}>
        {detector.status === 'loading' && t('faces.detector.loading')}
        {detector.status === 'ready' && <CodeText text={t('faces.detector.ready', { backend: detector.detector.backend })} />}
        {detector.status === 'failed' && t('faces.detector.failed', { message: detector.message })}
      </p>

      {!ready && scope.appId !== '' && <p className="note">{t('faces.pickScope')}</p>}
      <div className="faces-layout">
        {groupReady && <FaceGallery profileId={profileId} scope={scope} subjects={subjects.data} onSelectSubject={(subjectId) => setScope({ subjectId })} />}
        {ready && (
          <section className="faces-tasks" aria-label={t('faces.workTitle')} data-testid="faces-tasks">
            <TabList idPrefix="faces" tabs={TABS} selected={state.tab} label={t('faces.tabs')} onSelect={(tab) => update({ tab })}>
              {(tab) => t(`faces.tab.${tab}`)}
            </TabList>
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
                  <RecognizePanel recognizer={recognizer} subjects={subjects.data ?? []} gallery={gallery} state={state} update={adjust} defaultThreshold={serviceDefaultThreshold(profileId)} />
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
          </section>
        )}
      </div>
    </div>
  );
}
