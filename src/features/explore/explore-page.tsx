import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/ui/error-panel';
import { useMapClick } from '../../map/map-context';
import { PointMarker } from '../../map/point-marker';
import { AddressCard } from './components/address-card';
import { ProbeForm } from './components/probe-form';
import { ADDRESS_TYPES, formatAt, parseAddressType, parseAt, type AddressType, type ProbePoint } from './model/probe-point';
import { exploreQueries } from './queries';

/** Click the map (or type a coordinate) and see everything the platform knows about the point. */
export function ExplorePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const point = parseAt(params.get('at'));
  const addressType = parseAddressType(params.get('type'));

  const update = useCallback(
    (next: { point?: ProbePoint | null; addressType?: AddressType }) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next.point === null) p.delete('at');
          else if (next.point) p.set('at', formatAt(next.point));
          if (next.addressType) p.set('type', next.addressType);
          return p;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  useMapClick((lngLat) => update({ point: { lat: lngLat.lat, lon: lngLat.lng } }));

  const query = useQuery({ ...exploreQueries.reverse(point ?? { lat: 0, lon: 0 }, addressType), enabled: point !== undefined });
  const info = query.data?.data.addressInfo;

  return (
    <div className="page explore-page">
      <h1>{t('explore.title')}</h1>
      <p className="muted">{t('explore.hint')}</p>
      <ProbeForm point={point} onProbe={(p) => update({ point: p })} />
      <label className="inline-field">
        <span>{t('explore.addressType')}</span>
        <select value={addressType} onChange={(e) => update({ addressType: e.target.value as AddressType })}>
          {ADDRESS_TYPES.map((a) => (
            <option key={a} value={a}>
              {t(`explore.addressTypes.${a}`)}
            </option>
          ))}
        </select>
      </label>

      {point && (
        <>
          <PointMarker lat={point.lat} lon={point.lon} label={`${t('explore.point')} ${formatAt(point)}`} />
          <div className="point-line">
            <span>{t('explore.point')}</span> <code data-testid="probe-point">{formatAt(point)}</code>
            <button type="button" className="link-button" onClick={() => update({ point: null })}>
              {t('explore.clear')}
            </button>
          </div>
          <div aria-live="polite" aria-busy={query.isFetching}>
            {query.isPending && <p className="muted">{t('explore.loading')}</p>}
            {query.isError && <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />}
            {info && <AddressCard info={info} />}
            {query.data && query.data.deviations.length > 0 && (
              <p className="warning">{t('errors.deviations', { count: query.data.deviations.length })}</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
