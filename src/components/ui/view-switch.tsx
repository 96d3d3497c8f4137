import { useTranslation } from 'react-i18next';
import { useStageView } from '../../lib/stage-view';

/**
 * The map view / table view switch of a table page: two toggle buttons, the pressed one being
 * the view shown. The choice is written to the URL.
 */
export function ViewSwitch() {
  const { t } = useTranslation();
  const [view, setView] = useStageView();
  return (
    <div className="view-switch" role="group" aria-label={t('workspace.viewLabel')}>
      <button type="button" className="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
        {t('workspace.mapView')}
      </button>
      <button type="button" className="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
        {t('workspace.tableView')}
      </button>
    </div>
  );
}
