import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorPanel } from '../../../components/ui/error-panel';

/** Asks before something that cannot be undone (focus starts on Cancel); the confirm button waits for the answer. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('faces');
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{message}</p>
      {error !== null && error !== undefined && <ErrorPanel error={error} />}
      <div className="form-row">
        <button type="button" className="button" onClick={onClose} data-autofocus>
          {t('faces.cancel')}
        </button>
        <button type="button" className="button danger" disabled={pending} onClick={onConfirm}>
          {pending ? t('faces.deleting') : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
