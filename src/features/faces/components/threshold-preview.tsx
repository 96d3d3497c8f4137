import { useTranslation } from 'react-i18next';
import { boxRect } from '../model/landmarks';
import type { RecognitionResult } from '../model/recognition';
import { formatPercent } from '../model/similarity';
import { previewAt, type GalleryFace } from '../model/threshold-preview';
import { DataText } from '../../../components/ui/data-text';

/**
 * Every face the service found in the photo, in a table: its box, the enrolled face nearest to it
 * (subject, face-name, face_id), the distance, the similarity and match or no match — all read at
 * `threshold`, the slider's value, so that moving the slider shows at once, without a request,
 * which enrolled faces would match there. Says how the answer maps to the table. Text only.
 */
export function ThresholdPreview({ results, threshold, gallery }: { results: readonly RecognitionResult[]; threshold: number; gallery: readonly GalleryFace[] }) {
  const { t } = useTranslation('faces');
  const rows = previewAt(results, threshold, gallery);
  const at = threshold.toFixed(2);
  return (
    <section className="threshold-preview" aria-labelledby="threshold-preview-title" data-testid="threshold-preview" data-threshold={at}>
      <h4 id="threshold-preview-title">{t('faces.preview.title', { threshold: at })}</h4>
      <div className="preview-scroll">
        <table className="preview-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('faces.preview.box')}</th>
              <th scope="col">{t('faces.preview.nearest')}</th>
              <th scope="col">{t('faces.preview.distance')}</th>
              <th scope="col">{t('faces.preview.similarity')}</th>
              <th scope="col">{t('faces.preview.verdict', { threshold: at })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const rect = row.box ? boxRect(row.box) : undefined;
              return (
                <tr key={row.number} data-testid="preview-face" data-would-match={row.wouldMatch} className={row.wouldMatch ? 'would-match' : 'would-not-match'}>
                  <td>{row.number}</td>
                  <td className="mono" data-testid="preview-box">
                    {rect ? `${Math.round(rect.x)}, ${Math.round(rect.y)} · ${Math.round(rect.width)}×${Math.round(rect.height)}` : '—'}
                  </td>
                  <td>
                    {row.nearest ? (
                      <>
                        <DataText>{row.nearest.subjectName || row.nearest.subjectId || t('faces.preview.unknownSubject')}</DataText>
                        {row.nearest.faceName && (
                          <>
                            {' · '}
                            <DataText>{row.nearest.faceName}</DataText>
                          </>
                        )}
                        {row.nearest.faceId && <code className="preview-face-id">{row.nearest.faceId}</code>}
                      </>
                    ) : (
                      t('faces.preview.noNearest')
                    )}
                  </td>
                  <td className="mono">{row.distance === undefined ? '—' : row.distance.toFixed(3)}</td>
                  <td className="mono" data-testid="preview-similarity">
                    {row.similarity === undefined ? '—' : formatPercent(row.similarity)}
                  </td>
                  <td className="preview-verdict">{row.wouldMatch ? t('faces.preview.match') : t('faces.preview.noMatch')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="field-hint">{t('faces.preview.explain', { threshold: at })}</p>
    </section>
  );
}
