import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { convertWithDefinition, type ServicePoint } from '../../../../shared/crs/convert';
import { LOCAL_SYSTEM_IDS, LOCAL_SYSTEMS } from '../../../../shared/crs/definitions';
import { DEGREE_DECIMALS, METRE_DECIMALS } from '../../../lib/coords/format-coordinate';
import { isGeographicDefinition } from '../model/input-system';
import { CustomSystemForm } from './custom-system-form';
import { useCrsWords } from '../../../lib/coords/crs-words';
import { CodeText } from '../../../components/ui/code-text';

interface Row {
  id: string;
  label: string;
  source: string;
  proj4: string;
}

/** "x, y" in metres (2 decimals) or "lat, lon" in degrees (7), like the service systems. */
function pairText(point: ServicePoint, geographic: boolean): string {
  return geographic ? `${point.lat.toFixed(DEGREE_DECIMALS)}, ${point.lon.toFixed(DEGREE_DECIMALS)}` : `${point.lon.toFixed(METRE_DECIMALS)}, ${point.lat.toFixed(METRE_DECIMALS)}`;
}

/**
 * The point in systems the service does not offer, computed here only and marked so: UTM-K,
 * EPSG:5181, EPSG:5174, UTM 52N and the user's own system (its form below the list).
 */
export function LocalSystemsList({ wgs84, custom }: { wgs84: ServicePoint; custom: { code: string; proj4: string } | null }) {
  const { t } = useTranslation('coordinates');
  const crs = useCrsWords();
  const rows: Row[] = LOCAL_SYSTEM_IDS.map((id) => ({ id, label: crs.name(id), source: crs.source(id), proj4: LOCAL_SYSTEMS[id].proj4 }));
  if (custom) rows.push({ id: custom.code, label: t('coords.custom.yours'), source: custom.proj4, proj4: custom.proj4 });
  return (
    <section className="systems local-systems" aria-label={t('coords.localOnly')}>
      <h2>{t('coords.localOnly')}</h2>
      <p className="muted systems-note">{t('coords.localOnlyNote')}</p>
      <ol className="system-list">
        {rows.map((row) => {
          const geographic = isGeographicDefinition(row.proj4);
          let text: string | undefined;
          try {
            text = pairText(convertWithDefinition(row.proj4, 'to', wgs84), geographic);
          } catch {
            text = undefined;
          }
          return (
            <li key={row.id} className="system-row" data-testid={`local-system-${row.id}`}>
              <div className="system-head">
                <strong title={row.source}>{row.label}</strong> <code className="muted">{row.id}</code> <span className="badge">{t('coords.localOnlyBadge')}</span>
              </div>
              <div className="system-axes muted"><CodeText text={geographic ? t('coords.axesDegrees') : t('coords.axesMetres')} /></div>
              <div className="system-value">
                {text === undefined ? (
                  <span className="warning">{t('coords.custom.noPoint')}</span>
                ) : (
                  <>
                    <span className="source-tag">{t('coords.local')}</span> <code data-testid="local-value">{text}</code> <CopyButton value={text} label={`${row.id} ${text}`} />
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <CustomSystemForm saved={custom} />
    </section>
  );
}
