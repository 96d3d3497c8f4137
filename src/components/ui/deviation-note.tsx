import { useTranslation } from 'react-i18next';
import { describePositions } from '../../../shared/contract/text-position';
import type { ContractDeviation } from '../../api/types';

const isRepair = (d: ContractDeviation) => d.kind === 'repaired-json';

/**
 * A small mark on a result that was read from a repaired body (the service sent invalid JSON:
 * quotes inside a string were not escaped). Its text and tooltip say where the quotes were.
 */
export function RepairedBodyMark({ deviations }: { deviations: readonly ContractDeviation[] }) {
  const { t } = useTranslation();
  const repair = deviations.find(isRepair);
  if (!repair) return null;
  const where = describePositions(repair.positions ?? []);
  const detail = t('deviation.repairedDetail', { count: repair.positions?.length ?? 0, where });
  return (
    <span className="repaired-mark" title={detail} data-testid="repaired-mark">
      {t('deviation.repaired')}
      <span className="visually-hidden">: {detail}</span>
    </span>
  );
}

/**
 * What in an answer broke the contract, said where the answer is shown: each field that did not
 * arrive ("the service's answer had no resultData") and how many others differ. The inspector
 * lists every one with what was expected and what came.
 */
export function DeviationNote({ deviations, showRepair = true }: { deviations: readonly ContractDeviation[]; showRepair?: boolean }) {
  const { t } = useTranslation();
  const contract = deviations.filter((d) => !isRepair(d));
  const missing = contract.filter((d) => d.got === 'nothing' && d.field !== '(body)');
  const hasRepair = showRepair && deviations.some(isRepair);
  if (contract.length === 0 && !hasRepair) return null;
  return (
    <div className="deviation-note" role="note" data-testid="deviation-note">
      {hasRepair && <RepairedBodyMark deviations={deviations} />}
      {contract.length > 0 && <p className="warning">{t('errors.deviations', { count: contract.length })}</p>}
      {missing.length > 0 && (
        <ul className="small">
          {missing.slice(0, 5).map((d) => (
            <li key={d.field} data-testid="missing-field">
              {t('deviation.missing', { field: d.field })}
            </li>
          ))}
        </ul>
      )}
      {contract.length > 0 && <p className="muted small">{t('deviation.seeInspector')}</p>}
    </div>
  );
}
