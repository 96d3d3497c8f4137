import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { timingMark } from '../../../lib/timing-marks';
import type { ReverseGeocodingResponse } from '../../../../shared/contract/geo';
import { CopyButton } from '../../../components/ui/copy-button';
import { readAddressCard } from '../model/address-parts';
import { importCommand } from '../../../api/emulator-info';
import { DataText } from '../../../components/ui/data-text';
import type { ContractDeviation } from '../../../api/types';
import { RepairedBodyMark } from '../../../components/ui/deviation-note';

type AddressInfo = NonNullable<ReverseGeocodingResponse['addressInfo']>;

function text(v: unknown): string | undefined {
  return v === undefined || v === null || v === '' ? undefined : String(v);
}

/** One fact of the card; its texts come from the card (no translation hook per row: a card mounts with every answer). */
function Row({ label, value, code, codeTitle, testId, mark }: { label: string; value: string | undefined; code?: string | undefined; codeTitle?: string; testId?: string; mark?: string }) {
  if (!value) return null;
  return (
    <div className={`fact-row ${mark ? 'marked' : ''}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <DataText className="fact-value">{value}</DataText>
        {code && (
          <span className="fact-code" title={codeTitle}>
            <code>{code}</code>
          </span>
        )}
        {mark && <span className="mark-badge">{mark}</span>}
        <CopyButton value={code ? `${value} ${code}` : value} label={label} />
      </dd>
    </div>
  );
}

/**
 * One Korean address card: one plot — its lot and the road-name address of the building on it —,
 * the nearest building apart when it stands on another lot, both dongs with codes, building and
 * road facts. Where the answer names no lot, no lot line: a note instead, naming on the local
 * emulator the import that adds lots. Text only.
 */
export function AddressCard({
  info,
  addressType,
  deviations = [],
  emulator = false,
}: {
  info: AddressInfo;
  addressType: string;
  deviations?: readonly ContractDeviation[];
  /** The answer is the local emulator's (its missing lots have an import to name). */
  emulator?: boolean;
}) {
  const { t } = useTranslation('exploreAnswers');
  const parts = readAddressCard(addressType, info);
  const dongsDiffer = Boolean(info.adminDong && info.legalDong && info.adminDong !== info.legalDong);
  const distance = typeof info.mappingDistance === 'number' ? `${info.mappingDistance.toFixed(1)} m` : undefined;
  const building = [text(info.buildingIndex), text(info.buildingName)].filter(Boolean).join(' ');
  // The moment this answer's card is in the page (committed, before the browser paints it).
  useLayoutEffect(() => timingMark('explore:address-card'), [info]);
  return (
    <section className="card" aria-label={t('explore.addressCard')} data-testid="address-card">
      <h2 className="card-title">
        {t('explore.addressCard')} <RepairedBodyMark deviations={deviations} />
      </h2>
      {parts.road && (
        <p className="address-line" data-testid="road-address">
          <span className="address-kind">{t('explore.roadAddress')}</span> <DataText>{parts.road}</DataText> <CopyButton value={parts.road} label={t('explore.roadAddress')} />
        </p>
      )}
      {parts.lot && (
        <p className="address-line" data-testid="lot-address">
          <span className="address-kind">{t('explore.lotAddress')}</span> <DataText>{parts.lot}</DataText> <CopyButton value={parts.lot} label={t('explore.lotAddress')} />
        </p>
      )}
      {parts.admin && !parts.lot && !parts.road && (
        <p className="address-line" data-testid="admin-address">
          <DataText>{parts.admin}</DataText> <CopyButton value={parts.admin} label={t('explore.fullAddress')} />
        </p>
      )}
      {parts.noLot && (
        <p className="muted" data-testid="no-lot">
          {t('explore.noLot')}
          {emulator && (
            <>
              {' '}
              {t('explore.noLotImport')} <code className="mono">{importCommand('addresses')}</code>
            </>
          )}
        </p>
      )}
      {parts.neighbour && (
        <p className="address-line neighbour-line" data-testid="neighbour-building">
          <span className="address-kind">{t('explore.neighbour')}</span> <DataText>{parts.neighbour.address}</DataText>{' '}
          <CopyButton value={parts.neighbour.address} label={t('explore.neighbour')} />
          <span className="muted">
            {' '}
            {parts.neighbour.distanceM === undefined ? t('explore.neighbourNote') : t('explore.neighbourNoteAt', { m: parts.neighbour.distanceM.toFixed(1) })}
          </span>
        </p>
      )}
      <p className="full-address-raw" data-testid="full-address">
        <span className="muted">fullAddress</span> <code>
          <DataText>{text(info.fullAddress)}</DataText>
        </code>
      </p>
      <dl className="facts">
        <Row label={t('explore.cityDo')} value={text(info.city_do)} />
        <Row label={t('explore.guGun')} value={text(info.gu_gun)} />
        <Row label={t('explore.adminDong')} value={text(info.adminDong)} code={text(info.adminDongCode)} codeTitle={t('explore.code')} testId="admin-dong" mark={dongsDiffer ? t('explore.differs') : undefined} />
        <Row label={t('explore.legalDong')} value={text(info.legalDong)} code={text(info.legalDongCode)} codeTitle={t('explore.code')} testId="legal-dong" mark={dongsDiffer ? t('explore.differs') : undefined} />
        <Row label={t('explore.bunji')} value={text(info.bunji)} />
        <Row label={t('explore.roadName')} value={text(info.roadName)} code={text(info.roadCode)} codeTitle={t('explore.code')} testId="road-name" />
        <Row label={t('explore.building')} value={building || undefined} />
        <Row label={t('explore.mappingDistance')} value={distance} testId="mapping-distance" />
        <Row label={t('explore.addressKey')} value={text(info.addressKey)} />
        <Row label={t('explore.roadAddressKey')} value={text(info.roadAddressKey)} />
      </dl>
      {dongsDiffer && <p className="note">{t('explore.dongsDiffer')}</p>}
      {!info.adminDong && !info.legalDong && info.gu_gun && <p className="muted">{t('explore.noDong')}</p>}
    </section>
  );
}
