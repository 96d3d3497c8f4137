import { useTranslation } from 'react-i18next';
import { COORD_TYPES, type CoordType } from '../../../../shared/contract/common';
import { convert } from '../../../../shared/crs/convert';
import { COORD_SYSTEMS, LOCAL_SYSTEM_IDS } from '../../../../shared/crs/definitions';
import { formatPair } from '../../../lib/coords/format-coordinate';
import type { ParsedCoordinate } from '../../../lib/coords/reading';
import { formatMetres, groundDistance } from '../model/compare';
import { isCoordType, isGeographicDefinition, isInputSystem, readIn, type InputSystem } from '../model/input-system';
import { SystemOptions } from './system-options';
import { useCrsWords } from '../../../lib/coords/crs-words';

/**
 * How the input was read: its form, the axis order (and why), a swap button, and the system it is
 * read in, the plausible ones first; each other plausible reading is one click away and says how
 * far from this one it would land.
 */
export function ReadingPanel({
  parsed,
  system,
  suggestions,
  custom,
  onSwap,
  onSystem,
}: {
  parsed: ParsedCoordinate;
  system: InputSystem;
  suggestions: readonly CoordType[];
  /** The user's own system, when one is saved. */
  custom: { code: string; proj4: string } | null;
  onSwap: () => void;
  onSystem: (s: InputSystem) => void;
}) {
  const { t } = useTranslation('coordinates');
  const crs = useCrsWords();
  const others = COORD_TYPES.filter((s) => !suggestions.includes(s));
  const reading = readIn(system, parsed.point, custom?.proj4);
  const problem = reading.ok ? undefined : reading.problem;
  const here = reading.ok ? reading.wgs84 : undefined;
  const projected = isCoordType(system) ? COORD_SYSTEMS[system].kind === 'projected' : system === 'custom' ? !isGeographicDefinition(custom?.proj4 ?? '') : true;
  const metres = parsed.kind === 'metres' || projected;
  const orderText = t(`coords.order.${metres ? 'metres' : 'degrees'}.${parsed.order}`);
  return (
    <section className="reading card" aria-label={t('coords.reading')} data-testid="reading">
      <p className="reading-line">
        <span className="badge">{t(`coords.kind.${parsed.kind}`)}</span> <strong data-testid="axis-order">{orderText}</strong>{' '}
        <span className="muted">({t(`coords.basis.${parsed.orderBasis}`)})</span>{' '}
        <button type="button" className="button small" onClick={onSwap}>
          {t('coords.swap')}
        </button>
      </p>
      {parsed.label && (
        <p className="muted">
          {t('coords.label')}: {parsed.label}
        </p>
      )}
      <label className="inline-field">
        <span>{t('coords.readIn')}</span>
        <select
          value={system}
          onChange={(e) => {
            if (isInputSystem(e.target.value)) onSystem(e.target.value);
          }}
        >
          {suggestions.length > 0 && (
            <optgroup label={t('coords.plausible')}>
              <SystemOptions systems={suggestions} />
            </optgroup>
          )}
          <optgroup label={t('coords.otherSystems')}>
            <SystemOptions systems={others} />
          </optgroup>
          <optgroup label={t('coords.localOnlyGroup')}>
            {LOCAL_SYSTEM_IDS.map((id) => (
              <option key={id} value={id}>
                {crs.name(id)} · {id}
              </option>
            ))}
            {custom && <option value="custom">{custom.code}</option>}
          </optgroup>
        </select>
      </label>
      {problem && (
        <p className="warning" role="alert">
          {t('coords.implausibleIn', { system: system === 'custom' ? (custom?.code ?? system) : system, detail: crs.problem(problem) })}
        </p>
      )}
      {here && suggestions.filter((s) => s !== system).length > 0 && (
        <div className="candidates">
          <span className="muted">{t('coords.otherReadings')}</span>
          <ul>
            {suggestions
              .filter((s) => s !== system)
              .map((s) => {
                const there = convert(s, 'WGS84GEO', parsed.point);
                return (
                  <li key={s}>
                    <button type="button" className="link-button" onClick={() => onSystem(s)}>
                      {s}
                    </button>{' '}
                    <code>{formatPair('WGS84GEO', there)}</code>{' '}
                    <span className="muted">{t('coords.away', { distance: formatMetres(groundDistance('WGS84GEO', here, there)) })}</span>
                  </li>
                );
              })}
          </ul>
        </div>
      )}
    </section>
  );
}
