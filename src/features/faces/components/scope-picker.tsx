import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { ConfirmDialog } from './confirm-dialog';
import { NameDialog } from './name-dialog';
import { isolateInline } from '../../../lib/bidi-text';
import { CodeText } from '../../../components/ui/code-text';

export interface ScopeItem {
  id: string;
  name: string;
}

type Open = 'create' | 'delete' | undefined;

interface Action<T> {
  pending: boolean;
  error: unknown;
  run: (arg: string) => Promise<T>;
  reset: () => void;
}

/**
 * Picks a group or a subject from the service's list, and creates or deletes one (with
 * confirmation). The same control serves both levels; `kind` chooses the words.
 */
export function ScopePicker({
  kind,
  items,
  selected,
  loading,
  listError,
  disabled = false,
  onSelect,
  create,
  remove,
  onRetry,
}: {
  kind: 'group' | 'subject';
  items: readonly ScopeItem[];
  selected: string;
  loading: boolean;
  listError: unknown;
  disabled?: boolean;
  onSelect: (id: string) => void;
  create: Action<string | undefined>;
  remove: Action<void>;
  onRetry: () => void;
}) {
  const { t } = useTranslation('faces');
  const [open, setOpen] = useState<Open>();
  const current = items.find((i) => i.id === selected);
  const close = () => {
    create.reset();
    remove.reset();
    setOpen(undefined);
  };
  const selectId = `face-${kind}-select`;

  return (
    <div className="scope-picker" data-testid={`${kind}-picker`}>
      <label htmlFor={selectId}><CodeText text={t(`faces.${kind}.label`)} /></label>
      <div className="scope-row">
        <select id={selectId} value={current ? selected : ''} disabled={disabled || loading || items.length === 0} onChange={(e) => onSelect(e.target.value)}>
          {items.length === 0 && <option value="">{loading ? t('faces.loading') : t(`faces.${kind}.none`)}</option>}
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name ? `${isolateInline(item.name)} · ${isolateInline(item.id)}` : isolateInline(item.id)}
            </option>
          ))}
        </select>
        <button type="button" className="button" disabled={disabled} onClick={() => setOpen('create')}>
          {t(`faces.${kind}.new`)}
        </button>
        <button type="button" className="button danger" disabled={disabled || !current} onClick={() => setOpen('delete')}>
          {t(`faces.${kind}.delete`)}
        </button>
      </div>
      {listError !== null && listError !== undefined && <ErrorPanel error={listError} onRetry={onRetry} />}

      {open === 'create' && (
        <NameDialog
          title={t(`faces.${kind}.createTitle`)}
          label={t(`faces.${kind}.name`)}
          hint={t('faces.asciiHint')}
          pending={create.pending}
          error={create.error}
          onClose={close}
          onSubmit={(name) => {
            void create.run(name).then(
              (id) => {
                if (id) onSelect(id);
                close();
              },
              () => undefined,
            );
          }}
        />
      )}
      {open === 'delete' && current && (
        <ConfirmDialog
          title={t(`faces.${kind}.deleteTitle`)}
          message={t(`faces.${kind}.deleteConfirm`, { name: current.name || current.id, id: current.id })}
          confirmLabel={t('faces.delete')}
          pending={remove.pending}
          error={remove.error}
          onClose={close}
          onConfirm={() => void remove.run(current.id).then(close, () => undefined)}
        />
      )}
    </div>
  );
}
