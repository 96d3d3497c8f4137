import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewSwitch } from '../../components/ui/view-switch';
import { BatchRun } from './batch-run';
import { BatchSetup } from './batch-setup';
import { batchSession, useBatchSession } from './batch-session';

/**
 * Batch workbench: many addresses or coordinates through one operation, under a rate the user
 * sets, with progress, pause and resume, per-row results in a table and on the map, exports,
 * and a run that survives a reload. In the table view (`?view=table`) the table takes the stage and
 * shows every result field; beside the map it shows the main ones.
 */
export function BatchPage() {
  const { t } = useTranslation('batch');
  const snap = useBatchSession();
  useEffect(() => batchSession.load(), []);
  return (
    <div className="page batch-page">
      <header className="bw-head">
        <h1>{t('batch.title')}</h1>
        <ViewSwitch />
      </header>
      {snap.loading ? <p className="muted">{t('batch.loading')}</p> : snap.job ? <BatchRun snap={snap} job={snap.job} /> : <BatchSetup />}
    </div>
  );
}
