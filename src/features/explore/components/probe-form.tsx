import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { parseLat, parseLon, type ProbePoint } from '../model/probe-point';

const schema = z.object({
  lat: z.string().refine((v) => parseLat(v) !== undefined, 'explore.invalidLat'),
  lon: z.string().refine((v) => parseLon(v) !== undefined, 'explore.invalidLon'),
});
type FormValues = z.infer<typeof schema>;

/** The keyboard way to probe: type a coordinate instead of clicking the map. */
export function ProbeForm({ point, onProbe }: { point: ProbePoint | undefined; onProbe: (p: ProbePoint) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { lat: point ? String(point.lat) : '', lon: point ? String(point.lon) : '' },
  });

  useEffect(() => {
    if (point) reset({ lat: point.lat.toFixed(6), lon: point.lon.toFixed(6) });
  }, [point, reset]);

  const err = (m: string | undefined) => (m ? t(m) : undefined);
  return (
    <form
      className="probe-form"
      aria-label={t('explore.probe')}
      onSubmit={handleSubmit((v) => onProbe({ lat: Number(v.lat), lon: Number(v.lon) }))}
      noValidate
    >
      <Field label={t('explore.lat')} error={err(formState.errors.lat?.message)}>
        {(p) => <input {...p} {...register('lat')} inputMode="decimal" autoComplete="off" placeholder="37.5665" />}
      </Field>
      <Field label={t('explore.lon')} error={err(formState.errors.lon?.message)}>
        {(p) => <input {...p} {...register('lon')} inputMode="decimal" autoComplete="off" placeholder="126.9780" />}
      </Field>
      <button type="submit" className="button primary">
        {t('explore.go')}
      </button>
    </form>
  );
}
