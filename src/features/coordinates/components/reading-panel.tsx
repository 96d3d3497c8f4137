import { useTranslation } from 'react-i18next';
import { COORD_TYPES, type CoordType } from '../../../api/contract/common';
import { convert, implausibility } from '../../../lib/crs/convert';
import { COORD_SYSTEMS } from '../../../lib/crs/definitions';
import { formatPair } from '../../../lib/coords/format-coordinate';
import type { ParsedCoordinate } from '../../../lib/coords/parse-coordinate';
import { formatMetres, groundDistance } from '../model/compare';
import { SystemOptions } from './system-options';

/**
 * How the input was read: its form, the axis order (and why), a swap button, and the system it is
 * read in, the plausible ones first; each other plausible reading is one click away and says how
 * far from this one it would land.
 */
export function ReadingPanel({
  parsed,
  system,
  suggestions,
  onSwap,
  onSystem,
}: {
  parsed: ParsedCoordinate;
  system: CoordType;
  suggestions: readonly CoordType[];
  onSwap: () => void;
  onSystem: (s: CoordType) => void;
}) {
  const { t } = useTranslation();
  const others = COORD_TYPES.filter((s) => !suggestions.includes(s));
  const problem = implausibility(system, parsed.point);
  const here = problem ? undefined : convert(system, 'WGS84GEO', parsed.point);
  const metres = parsed.kind === 'metres' || COORD_SYSTEMS[system].kind === 'projected';
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
        <select value={system} onChange={(e) => onSystem(e.target.value as CoordType)}>
          {suggestions.length > 0 && (
            <optgroup label={t('coords.plausible')}>
              <SystemOptions systems={suggestions} />
            </optgroup>
          )}
          <optgroup label={t('coords.otherSystems')}>
            <SystemOptions systems={others} />
          </optgroup>
        </select>
      </label>
      {problem && (
        <p className="warning" role="alert">
          {t('coords.implausibleIn', { system, detail: `${problem.field}: ${problem.detail}` })}
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
