import { useTranslation } from 'react-i18next';
import { COORD_TYPES, type CoordType } from '../../../../shared/contract/common';
import { COORD_SYSTEMS } from '../../../../shared/crs/definitions';
import type { InputTable } from '../model/input-table';
import type { ColumnMapping } from '../model/mapping';
import { BATCH_OPERATIONS, needsAddress, type BatchOperation, type OperationConfig } from '../model/operations';

function SystemSelect({ label, value, onChange }: { label: string; value: CoordType; onChange: (v: CoordType) => void }) {
  return (
    <label className="inline-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as CoordType)}>
        {COORD_TYPES.map((s) => (
          <option key={s} value={s}>
            {COORD_SYSTEMS[s].label} · {s}
          </option>
        ))}
      </select>
    </label>
  );
}

function ColumnSelect({ label, value, columns, onChange }: { label: string; value: number; columns: readonly string[]; onChange: (i: number) => void }) {
  const { t } = useTranslation('batch');
  return (
    <label className="inline-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {columns.map((c, i) => (
          <option key={i} value={i}>
            {t('batch.columnOption', { n: i + 1, name: c })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The operation, its coordinate systems, whether the first row is a header, and which columns hold the input. */
export function MappingForm({
  table,
  config,
  mapping,
  onConfig,
  onMapping,
  onHeader,
}: {
  table: InputTable;
  config: OperationConfig;
  mapping: ColumnMapping;
  onConfig: (c: OperationConfig) => void;
  onMapping: (m: ColumnMapping) => void;
  onHeader: (hasHeader: boolean) => void;
}) {
  const { t } = useTranslation('batch');
  const cols = table.columns;
  const coordOp = !needsAddress(config.operation);
  return (
    <fieldset className="bw-mapping">
      <legend>{t('batch.operationAndColumns')}</legend>
      <label className="inline-field">
        <span>{t('batch.operation')}</span>
        <select value={config.operation} onChange={(e) => onConfig({ ...config, operation: e.target.value as BatchOperation })}>
          {BATCH_OPERATIONS.map((op) => (
            <option key={op} value={op}>
              {t(`batch.operations.${op}`)}
            </option>
          ))}
        </select>
      </label>
      {coordOp && (
        <div className="bw-grid">
          <SystemSelect label={t('batch.fromCoord')} value={config.fromCoord} onChange={(fromCoord) => onConfig({ ...config, fromCoord })} />
          {config.operation === 'convert' && <SystemSelect label={t('batch.toCoord')} value={config.toCoord} onChange={(toCoord) => onConfig({ ...config, toCoord })} />}
        </div>
      )}
      <label className="check-field">
        <input type="checkbox" checked={table.hasHeader} onChange={(e) => onHeader(e.target.checked)} />
        <span>{t('batch.hasHeader')}</span>
      </label>
      {cols.length > 0 && !coordOp && mapping.mode === 'address' && (
        <ColumnSelect label={t('batch.addressColumn')} value={mapping.address} columns={cols} onChange={(address) => onMapping({ mode: 'address', address })} />
      )}
      {cols.length > 0 && coordOp && (
        <>
          <fieldset className="radio-row">
            <legend>{t('batch.coordinateColumns')}</legend>
            <label>
              <input type="radio" name="bw-coord-mode" checked={mapping.mode === 'latlon'} onChange={() => onMapping({ mode: 'latlon', lat: 0, lon: Math.min(1, cols.length - 1) })} />
              {t('batch.modeLatLon')}
            </label>
            <label>
              <input type="radio" name="bw-coord-mode" checked={mapping.mode === 'single'} onChange={() => onMapping({ mode: 'single', coord: 0 })} />
              {t('batch.modeSingle')}
            </label>
          </fieldset>
          {mapping.mode === 'latlon' && (
            <div className="bw-grid">
              <ColumnSelect label={t('batch.latColumn')} value={mapping.lat} columns={cols} onChange={(lat) => onMapping({ ...mapping, lat })} />
              <ColumnSelect label={t('batch.lonColumn')} value={mapping.lon} columns={cols} onChange={(lon) => onMapping({ ...mapping, lon })} />
            </div>
          )}
          {mapping.mode === 'single' && <ColumnSelect label={t('batch.coordColumn')} value={mapping.coord} columns={cols} onChange={(coord) => onMapping({ mode: 'single', coord })} />}
        </>
      )}
    </fieldset>
  );
}
