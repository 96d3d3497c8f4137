import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import type { ReverseGeocodingResponse } from '../../../api/contract/geo';

type AddressInfo = NonNullable<ReverseGeocodingResponse['addressInfo']>;

function Row({ label, value, code }: { label: string; value: string | undefined; code?: string | undefined }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <div className="fact-row">
      <dt>{label}</dt>
      <dd>
        <span className="fact-value">{value}</span>
        {code && (
          <span className="fact-code" title={t('explore.code')}>
            <code>{code}</code>
          </span>
        )}
        <CopyButton value={code ? `${value} ${code}` : value} label={label} />
      </dd>
    </div>
  );
}

/** What the platform said about a point. Every value is rendered as text. */
export function AddressCard({ info }: { info: AddressInfo }) {
  const { t } = useTranslation();
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
  return (
    <section className="card" aria-label={t('explore.fullAddress')} data-testid="address-card">
      {info.fullAddress && (
        <p className="full-address" data-testid="full-address">
          {String(info.fullAddress)}
        </p>
      )}
      <dl className="facts">
        <Row label={t('explore.cityDo')} value={text(info.city_do)} />
        <Row label={t('explore.guGun')} value={text(info.gu_gun)} />
        <Row label={t('explore.adminDong')} value={text(info.adminDong)} code={text(info.adminDongCode)} />
        <Row label={t('explore.legalDong')} value={text(info.legalDong)} code={text(info.legalDongCode)} />
        <Row label={t('explore.bunji')} value={text(info.bunji)} />
        <Row label={t('explore.roadName')} value={text(info.roadName)} code={text(info.roadCode)} />
        <Row label={t('explore.buildingIndex')} value={text(info.buildingIndex)} />
      </dl>
      {!info.adminDong && !info.legalDong && info.gu_gun && <p className="muted">{t('explore.noDong')}</p>}
    </section>
  );
}
