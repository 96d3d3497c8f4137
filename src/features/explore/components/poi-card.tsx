import { useTranslation } from 'react-i18next';
import type { ReverseLabelResponse } from '../../../../shared/contract/geo';
import { CopyButton } from '../../../components/ui/copy-button';
import { DataText } from '../../../components/ui/data-text';

type PoiInfo = ReverseLabelResponse['poiInfo'];

export function PoiCard({ poi, offset }: { poi: PoiInfo; offset: string | undefined }) {
  const { t } = useTranslation('exploreAnswers');
  const coords = `${poi.poiLat.toFixed(6)}, ${poi.poiLon.toFixed(6)}`;
  return (
    <section className="card" aria-label={t('poi.title')} data-testid="poi-card">
      <h2 className="card-title">{t('poi.title')}</h2>
      <p className="address-line">
        <strong data-testid="poi-name">{poi.name === undefined ? t('poi.unnamed') : <DataText>{poi.name}</DataText>}</strong> <CopyButton value={poi.name ?? ''} label={t('poi.title')} />
      </p>
      <dl className="facts">
        <div className="fact-row">
          <dt>{t('poi.id')}</dt>
          <dd>
            <code>{poi.id}</code>
          </dd>
        </div>
        <div className="fact-row">
          <dt>{t('poi.position')}</dt>
          <dd>
            <code>{coords}</code> <CopyButton value={coords} label={t('poi.position')} />
          </dd>
        </div>
        {offset && (
          <div className="fact-row">
            <dt>{t('poi.offset')}</dt>
            <dd>{offset}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
