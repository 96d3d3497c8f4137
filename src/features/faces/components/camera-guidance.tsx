import { useTranslation } from 'react-i18next';
import type { CameraProblem } from '../model/camera-error';

/** What to do when the camera cannot be used; file upload always remains. */
export function CameraGuidance({ problem, detail }: { problem: CameraProblem; detail?: string }) {
  const { t } = useTranslation('faces');
  return (
    <div className="camera-guidance" role="alert" data-testid="camera-guidance" data-problem={problem}>
      <strong>{t(`faces.camera.problem.${problem}.title`)}</strong>
      <p>{t(`faces.camera.problem.${problem}.hint`)}</p>
      {problem === 'unknown' && detail && <p className="muted">{detail}</p>}
      <p className="muted">{t('faces.camera.uploadStillWorks')}</p>
    </div>
  );
}
