import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchSession } from './batch-session';
import type { CompareSide } from '../../session/compare-link';
import { CompareProfile, useCompareReady } from './components/compare-profile';
import { InputPreview } from './components/input-preview';
import { MappingForm } from './components/mapping-form';
import { SettingsForm } from './components/settings-form';
import { SourceInput } from './components/source-input';
import { MAX_ROWS, readTable } from './model/input-table';
import { createJob } from './model/job';
import { guessMapping, mappingFits, prepareRows, type ColumnMapping } from './model/mapping';
import { DEFAULT_CONFIG, needsAddress, type OperationConfig } from './model/operations';
import { DEFAULT_SETTINGS, type RunSettings } from './model/runner';

/** A new run: where the rows come from, what to do with them, which columns to read, a preview with each row's problems, and the run settings. */
export function BatchSetup() {
  const { t } = useTranslation('batch');
  const [text, setText] = useState('');
  const [source, setSource] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const [header, setHeader] = useState<boolean | 'auto'>('auto');
  const [config, setConfig] = useState<OperationConfig>(DEFAULT_CONFIG);
  const [chosen, setChosen] = useState<ColumnMapping | undefined>();
  const [settings, setSettings] = useState<RunSettings>(DEFAULT_SETTINGS);
  const [starting, setStarting] = useState(false);
  const [compareWith, setCompareWith] = useState<CompareSide | undefined>();
  const compareReady = useCompareReady(compareWith) === 'ok';

  const table = useMemo(() => readTable(text, header), [text, header]);
  const tooMany = table.rows.length > MAX_ROWS;
  const columns = table.columns.length;
  // The user's choice while it fits the table and the operation; otherwise a fresh guess.
  const mapping = chosen && mappingFits(chosen, config.operation, columns) ? chosen : guessMapping(table, config.operation);
  const prepared = useMemo(() => (tooMany ? [] : prepareRows(table, mapping, config.fromCoord)), [table, mapping, config.fromCoord, tooMany]);
  const sendable = prepared.filter((p) => p.input).length;

  const start = async (s: RunSettings) => {
    setSettings(s);
    setStarting(true);
    try {
      const { job, rows } = createJob({ id: crypto.randomUUID(), now: Date.now(), source, config, mapping, settings: s, table, prepared });
      await batchSession.start(job, rows, compareWith);
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <p className="muted">{t('batch.intro')}</p>
      <SourceInput
        text={text}
        source={source}
        onText={(next, name) => {
          setText(next);
          setSource(name);
          setFileError(undefined);
        }}
        onError={setFileError}
      />
      {fileError && (
        <p className="field-error" role="alert">
          {fileError}
        </p>
      )}
      {tooMany && (
        <p className="field-error" role="alert">
          {t('batch.tooManyRows', { max: MAX_ROWS.toLocaleString() })}
        </p>
      )}
      {text.trim() !== '' && (
        <MappingForm
          table={table}
          config={config}
          mapping={mapping}
          onConfig={(c) => {
            if (needsAddress(c.operation) !== needsAddress(config.operation)) setChosen(undefined);
            setConfig(c);
          }}
          onMapping={setChosen}
          onHeader={setHeader}
        />
      )}
      {prepared.length > 0 && <InputPreview prepared={prepared} lines={table.lines} />}
      {prepared.length > 0 && <CompareProfile value={compareWith} onChange={setCompareWith} />}
      {prepared.length > 0 && (
        // Kept at the bottom of the panel while the rest scrolls: Start is always in view.
        <div className="bw-start">
          <SettingsForm value={settings} submitLabel={t('batch.start', { n: sendable.toLocaleString() })} disabled={sendable === 0 || starting || !compareReady} onSubmit={(s) => void start(s)} />
        </div>
      )}
    </>
  );
}
