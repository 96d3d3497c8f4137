import { useTranslation } from 'react-i18next';
import { DataText } from '../../../components/ui/data-text';
import type { CoordType } from '../../../../shared/contract/common';
import { convert } from '../../../../shared/crs/convert';
import { formatPair } from '../../../lib/coords/format-coordinate';
import type { BatchRow } from '../model/batch';
import { useCrsWords } from '../../../lib/coords/crs-words';

/** Rows drawn in the table; the CSV export always has every line. */
const MAX_TABLE_ROWS = 1000;

/** One row per pasted line: the input as written, the point in WGS84 and in the output system, or why it failed. */
export function BatchTable({ rows, out, onHover }: { rows: readonly BatchRow[]; out: CoordType; onHover: (line: number | undefined) => void }) {
  const { t } = useTranslation('coordinates');
  const crs = useCrsWords();
  const shown = rows.slice(0, MAX_TABLE_ROWS);
  return (
    <div className="batch-table-wrap">
      <table className="batch-table" aria-label={t('coords.batchTable')}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('coords.batchInput')}</th>
            <th scope="col">WGS84</th>
            <th scope="col">{out}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.line} data-testid="batch-row" data-status={r.status} className={r.status === 'ok' ? '' : 'bad'} onMouseEnter={() => onHover(r.line)} onMouseLeave={() => onHover(undefined)}>
              <th scope="row">{r.line}</th>
              <td className="batch-input" title={r.text}>
                <code>
                  <DataText>{r.text}</DataText>
                </code>
                {r.status === 'ok' && <div className="muted">{r.system}</div>}
              </td>
              {r.status === 'ok' ? (
                <>
                  <td>
                    <code>{formatPair('WGS84GEO', r.wgs84)}</code>
                  </td>
                  <td>
                    <code>{formatPair(out, convert('WGS84GEO', out, r.wgs84))}</code>
                  </td>
                </>
              ) : (
                <td colSpan={2} className="warning">
                  {r.status === 'error' ? crs.inputError(r.error) : t('coords.implausibleIn', { system: r.system ?? '—', detail: crs.problem(r.problem) })}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > shown.length && <p className="muted">{t('coords.tableCapped', { shown: shown.length, total: rows.length })}</p>}
    </div>
  );
}
