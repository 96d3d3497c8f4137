import { useTranslation } from 'react-i18next';
import { COORD_TYPES } from '../../../../shared/contract/code-tables';
import { ADDRESS_TYPES, type AddressType } from '../model/probe-point';
import { LOOKUPS, RADIUS_CHOICES, REQ_LEVELS, VEHICLE_TYPES, type ExploreParams } from '../model/explore-params';
import { CodeText } from '../../../components/ui/code-text';

/** Which lookups run on a click, and their parameters. Any change re-runs the last point. */
export function LookupParams({ params, onChange }: { params: ExploreParams; onChange: (patch: Partial<ExploreParams>) => void }) {
  const { t } = useTranslation('explore');
  const radii = RADIUS_CHOICES.includes(params.radius as (typeof RADIUS_CHOICES)[number]) ? RADIUS_CHOICES : [...RADIUS_CHOICES, params.radius].sort((a, b) => a - b);
  return (
    <fieldset className="lookup-params">
      <legend>{t('explore.lookups')}</legend>
      <div className="toggles">
        {LOOKUPS.map((l) => (
          <label key={l} className="toggle">
            <input type="checkbox" checked={params.lookups[l]} onChange={(e) => onChange({ lookups: { ...params.lookups, [l]: e.target.checked } })} />
            <span>{t(`explore.lookup.${l}`)}</span>
          </label>
        ))}
      </div>
      <div className="param-grid">
        <label className="inline-field">
          <span>{t('explore.addressType')}</span>
          <select value={params.addressType} onChange={(e) => onChange({ addressType: e.target.value as AddressType })} disabled={!params.lookups.address}>
            {ADDRESS_TYPES.map((a) => (
              <option key={a} value={a}>
                {t(`explore.addressTypes.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          <span><CodeText text={t('explore.coordType')} /></span>
          <select value={params.coordType} onChange={(e) => onChange({ coordType: e.target.value as ExploreParams['coordType'] })} disabled={!params.lookups.address}>
            {COORD_TYPES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          <span><CodeText text={t('explore.newAddressExtend')} /></span>
          <select value={params.newAddressExtend} onChange={(e) => onChange({ newAddressExtend: e.target.value === 'N' ? 'N' : 'Y' })} disabled={!params.lookups.address}>
            <option value="Y">Y</option>
            <option value="N">N</option>
          </select>
        </label>
        <label className="inline-field">
          <span><CodeText text={t('explore.radius')} /></span>
          <select value={params.radius} onChange={(e) => onChange({ radius: Number(e.target.value) })} disabled={!params.lookups.road}>
            {radii.map((r) => (
              <option key={r} value={r}>
                {r} m
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          <span><CodeText text={t('explore.vehicleType')} /></span>
          <select value={params.vehicleType} onChange={(e) => onChange({ vehicleType: Number(e.target.value) })} disabled={!params.lookups.road}>
            {VEHICLE_TYPES.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          <span><CodeText text={t('explore.reqLevel')} /></span>
          <select value={params.reqLevel} onChange={(e) => onChange({ reqLevel: Number(e.target.value) })} disabled={!params.lookups.poi}>
            {REQ_LEVELS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      </div>
    </fieldset>
  );
}
