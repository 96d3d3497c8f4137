import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { POSES, type FacesUrlState } from '../model/faces-url';
import { headerNameProblem } from '../model/header-name';
import { CodeText } from '../../../components/ui/code-text';

/**
 * How faces are enrolled: the face-name header (a pose preset, or a custom ASCII name checked
 * as it is typed), the allow-mask flag and the upload form.
 */
export function EnrolOptions({ state, update }: { state: FacesUrlState; update: (patch: Partial<FacesUrlState>) => void }) {
  const { t } = useTranslation('faces');
  const legendId = useId();
  const problem = state.pose === 'custom' && state.customName !== '' ? headerNameProblem(state.customName) : undefined;
  return (
    <div className="enrol-options">
      <fieldset className="radio-row" aria-labelledby={legendId}>
        <legend id={legendId}><CodeText text={t('faces.enrol.faceName')} /></legend>
        {POSES.map((pose) => (
          <label key={pose} className="radio">
            <input type="radio" name="face-pose" value={pose} checked={state.pose === pose} onChange={() => update({ pose })} />
            <span>
              <CodeText text={t(`faces.enrol.pose.${pose}`)} />
            </span>
          </label>
        ))}
      </fieldset>
      {state.pose === 'custom' && (
        <Field label={t('faces.enrol.customName')} hint={t('faces.asciiHint')} error={problem ? t(`faces.errors.name_${problem}`) : undefined}>
          {(p) => <input {...p} value={state.customName} maxLength={100} autoComplete="off" spellCheck={false} onChange={(e) => update({ customName: e.target.value })} />}
        </Field>
      )}
      <label className="toggle">
        <input type="checkbox" checked={state.allowMask} onChange={(e) => update({ allowMask: e.target.checked })} />
        <span><CodeText text={t('faces.enrol.allowMask')} /></span>
      </label>
      <p className="field-hint">{t('faces.enrol.allowMaskHint')}</p>
      <label className="inline-field">
        <span>{t('faces.upload.label')}</span>
        <select value={state.upload} onChange={(e) => update({ upload: e.target.value === 'json' ? 'json' : 'multipart' })}>
          <option value="multipart">{t('faces.upload.multipart')}</option>
          <option value="json">{t('faces.upload.json')}</option>
        </select>
      </label>
    </div>
  );
}
