import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { ErrorPanel } from '../../../components/ui/error-panel';
import type { PreparedImage } from '../browser/prepare-image';
import { canSend, countByStatus, type Queue, type QueueItem } from '../model/enrol-queue';
import { FaceFigure } from './face-figure';
import { refusalText } from './refusal-text';

/**
 * The enrolment queue, one row per image: its status, why it was refused (kept when it was sent
 * anyway), what was done to it (EXIF orientation), the service's explained error when enrolling
 * failed, and what can be done next (enrol, retry, send anyway whatever the refusal, remove).
 * `canSendNow` is false while the face-name is not valid; a sending item offers nothing, so it
 * cannot be sent twice.
 */
export function EnrolQueueList({
  queue,
  canSendNow,
  onSend,
  onSendAll,
  onRemove,
  onClearEnrolled,
}: {
  queue: Queue<PreparedImage>;
  canSendNow: boolean;
  onSend: (id: string, force: boolean) => void;
  onSendAll: () => void;
  onRemove: (id: string) => void;
  onClearEnrolled: () => void;
}) {
  const { t } = useTranslation('faces');
  if (queue.length === 0)
    return (
      <p className="muted enrol-queue-empty" data-testid="enrol-queue">
        {t('faces.queue.empty')}
      </p>
    );
  const counts = countByStatus(queue);
  return (
    <section className="enrol-queue" aria-label={t('faces.queue.title')} data-testid="enrol-queue">
      <div className="queue-head">
        <h3>{t('faces.queue.title')}</h3>
        <span className="muted" data-testid="queue-summary">
          {t('faces.queue.summary', { ready: counts.ready, refused: counts.refused, enrolled: counts.enrolled, failed: counts.failed })}
        </span>
        {counts.ready > 0 && (
          <button type="button" className="button primary" disabled={!canSendNow} onClick={onSendAll}>
            {t('faces.queue.sendAll', { count: counts.ready })}
          </button>
        )}
        {counts.enrolled > 0 && (
          <button type="button" className="link-button" onClick={onClearEnrolled}>
            {t('faces.queue.clearEnrolled')}
          </button>
        )}
      </div>
      <ul className="queue-list">
        {queue.map((item) => (
          <QueueRow key={item.id} item={item} canSendNow={canSendNow} onSend={onSend} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

function QueueRow({ item, canSendNow, onSend, onRemove }: { item: QueueItem<PreparedImage>; canSendNow: boolean; onSend: (id: string, force: boolean) => void; onRemove: (id: string) => void }) {
  const { t } = useTranslation('faces');
  const image = item.image;
  const picture = image?.picture;
  const uncertain = item.status === 'failed' && isApiError(item.error) && (item.error.kind === 'timeout' || item.error.kind === 'network');
  return (
    <li className={`queue-item status-${item.status}`} data-testid="queue-item" data-status={item.status} data-label={item.label}>
      <div className="queue-thumb">
        {image && picture ? (
          <FaceFigure
            src={picture.previewUrl}
            width={picture.width}
            height={picture.height}
            alt={t('faces.queue.preview', { name: item.label })}
            marks={image.face ? [{ rect: image.face, tone: item.status === 'refused' ? 'bad' : 'good' }] : []}
          />
        ) : (
          <div className="thumb-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="queue-body">
        <div className="queue-line">
          <span className="queue-label">{item.label}</span>
          <span className={`status-chip status-${item.status}`}>{t(`faces.status.${item.status}`)}</span>
        </div>
        {image && picture && (
          <p className="queue-meta muted">
            {t('faces.queue.meta', { width: picture.width, height: picture.height, type: image.mediaType.replace('image/', '').toUpperCase(), size: (image.blob.size / 1024).toFixed(0) })}
          </p>
        )}
        {image?.face && item.status !== 'refused' && (
          <p className="queue-meta muted">{t('faces.queue.faceFound', { size: Math.round(Math.min(image.face.width, image.face.height)), score: image.face.score.toFixed(2) })}</p>
        )}
        {image?.orientation !== undefined && <p className="queue-note">{t('faces.queue.rotated', { orientation: image.orientation })}</p>}
        {item.overridden && <p className="queue-note">{t('faces.queue.overridden')}</p>}
        {/* The gate's reasons, kept after the user sent it anyway: beside the service's own answer. */}
        {item.refusals.length > 0 && (item.status === 'refused' || item.overridden) && (
          <ul className="refusals" data-testid="gate-refusals">
            {item.refusals.map((r, i) => (
              <li key={i}>{refusalText(t, r)}</li>
            ))}
          </ul>
        )}
        {item.faceName && item.status !== 'refused' && <p className="queue-meta">{t('faces.queue.sentAs', { name: item.faceName })}</p>}
        {item.status === 'enrolled' && <p className="queue-meta">{item.faceId ? t('faces.queue.faceId', { id: item.faceId }) : t('faces.queue.faceIdUnknown')}</p>}
        {item.status === 'failed' && (
          <>
            <ErrorPanel error={item.error} />
            {uncertain && <p className="warning">{t('faces.queue.maybeEnrolled')}</p>}
          </>
        )}
        <div className="row-actions">
          {item.status === 'ready' && (
            <button type="button" className="button primary" disabled={!canSendNow} onClick={() => onSend(item.id, false)}>
              {t('faces.queue.send')}
            </button>
          )}
          {item.status === 'failed' && canSend(item) && (
            <button type="button" className="button" disabled={!canSendNow} onClick={() => onSend(item.id, false)}>
              {t('faces.queue.retry')}
            </button>
          )}
          {item.status === 'refused' && canSend(item, true) && (
            <button type="button" className="button" disabled={!canSendNow} onClick={() => onSend(item.id, true)}>
              {t('faces.queue.sendAnyway')}
            </button>
          )}
          {item.status !== 'sending' && (
            <button type="button" className="link-button" onClick={() => onRemove(item.id)} aria-label={t('faces.queue.removeItem', { name: item.label })}>
              {t('faces.queue.remove')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
