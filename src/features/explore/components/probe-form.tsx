import { useState, type FormEvent } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { coordinateText } from '../../../api/coordinate-param';
import { LATITUDE, LONGITUDE } from '../../../../shared/contract/coordinate-rules';
import { checkProbeFields, parseLat, parseLon, type ProbePoint } from '../model/probe-point';

interface Fields {
  lat: string;
  lon: string;
}

/** The point as its requests carry it (7 decimals at most), so the fields show what was sent. */
const fieldsOf = (point: ProbePoint | undefined): Fields => (point ? { lat: coordinateText(point.lat), lon: coordinateText(point.lon) } : { lat: '', lon: '' });

/**
 * The keyboard way to probe: type a coordinate instead of clicking the map. Two fields, checked
 * on submit and then as they change; a click on the map fills them with the clicked point.
 * (Plain state: this form is on the first page, where react-hook-form would add to the initial load.)
 */
export function ProbeForm({ point, onProbe }: { point: ProbePoint | undefined; onProbe: (p: ProbePoint) => void }) {
  const { t } = useTranslation('explore');
  const [values, setValues] = useState<Fields>(() => fieldsOf(point));
  const [submitted, setSubmitted] = useState(false);
  const [shown, setShown] = useState(point);
  // A new point (a map click, Back) fills the fields: adjusting state while rendering.
  if (point !== shown) {
    setShown(point);
    if (point) {
      setValues(fieldsOf(point));
      setSubmitted(false);
    }
  }

  const errors = submitted ? checkProbeFields(values) : {};
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const lat = parseLat(values.lat);
    const lon = parseLon(values.lon);
    if (lat !== undefined && lon !== undefined) onProbe({ lat, lon });
  };
  const err = (m: string | undefined, range: { min: number; max: number }) => (m ? t(m as ParseKeys<'explore'>, { min: range.min, max: range.max }) : undefined);
  return (
    <form className="probe-form" aria-label={t('explore.probe')} onSubmit={onSubmit} noValidate>
      <Field label={t('explore.lat')} error={err(errors.lat, LATITUDE)}>
        {(p) => (
          <input
            {...p}
            name="lat"
            value={values.lat}
            onChange={(e) => setValues({ ...values, lat: e.target.value })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="37.5665"
          />
        )}
      </Field>
      <Field label={t('explore.lon')} error={err(errors.lon, LONGITUDE)}>
        {(p) => (
          <input
            {...p}
            name="lon"
            value={values.lon}
            onChange={(e) => setValues({ ...values, lon: e.target.value })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="126.9780"
          />
        )}
      </Field>
      <button type="submit" className="button primary">
        {t('explore.go')}
      </button>
    </form>
  );
}
