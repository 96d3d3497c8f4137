import { useTranslation } from 'react-i18next';
import type { NearToRoadResponse } from '../../../../shared/contract/road';
import { CopyButton } from '../../../components/ui/copy-button';
import { ROAD_CODE_TABLES } from '../../../../shared/contract/code-tables';
import { codeLabel } from '../model/road-codes';
import { DataText } from '../../../components/ui/data-text';

type Header = NearToRoadResponse['resultData']['header'];

/** The nearest link's header with plain-language labels beside the raw codes. */
export function RoadCard({ header, pointCount, footDistanceM }: { header: Header; pointCount: number; footDistanceM: number | undefined }) {
  const { t, i18n } = useTranslation('exploreAnswers');
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const rows: [string, string, string | undefined][] = [
    [t('road.roadName'), header.roadName ?? '', undefined],
    [t('road.speed'), `${header.speed} km/h`, undefined],
    [t('road.lane'), String(header.lane), undefined],
    [t('road.laneType'), codeLabel(ROAD_CODE_TABLES.laneType, header.laneType, lang), String(header.laneType)],
    [t('road.roadCategory'), codeLabel(ROAD_CODE_TABLES.roadCategory, header.roadCategory, lang), String(header.roadCategory)],
    [t('road.tollLink'), codeLabel(ROAD_CODE_TABLES.tollLink, header.tollLink, lang), String(header.tollLink)],
    [t('road.linkFacil'), header.linkFacil === undefined ? '' : codeLabel(ROAD_CODE_TABLES.linkFacil, header.linkFacil, lang), header.linkFacil === undefined ? undefined : String(header.linkFacil)],
    [t('road.totalDistance'), `${header.totalDistance} m`, undefined],
    [t('road.linkId'), header.linkId, undefined],
    [t('road.idxName'), header.idxName, undefined],
    [t('road.points'), String(pointCount), undefined],
  ];
  return (
    <section className="card" aria-label={t('road.title')} data-testid="road-card">
      <h2 className="card-title">{t('road.title')}</h2>
      {footDistanceM !== undefined && <p className="muted">{t('road.distance', { m: footDistanceM.toFixed(1) })}</p>}
      <table className="kv-table">
        <tbody>
          {rows
            .filter(([, v]) => v !== '')
            .map(([label, value, code]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>
                  <DataText>{value}</DataText>
                  {code !== undefined && <code className="fact-code"> {code}</code>}
                </td>
                <td className="copy-cell">
                  <CopyButton value={code ?? value} label={label} />
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
