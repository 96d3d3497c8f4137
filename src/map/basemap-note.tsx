import { useTranslation } from 'react-i18next';
import { basemapNoteKey, basemapOrigin, type BasemapPlan } from './basemap-plan';

/** Says which basemap is drawn and why, when it is not the emulator's whole world. */
export function BasemapNote({ plan }: { plan: BasemapPlan }) {
  const { t } = useTranslation();
  const key = basemapNoteKey(plan);
  if (!key) return null;
  return (
    <div className="map-basemap-note" role="note" data-testid="basemap-note" data-basemap={plan.kind}>
      {t(`staticHost.basemap.${key}`, { origin: basemapOrigin(plan), host: 'unreachable' in plan ? (plan.unreachable ?? '') : '' })}
    </div>
  );
}
