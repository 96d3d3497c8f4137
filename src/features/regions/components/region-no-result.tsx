import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RegionCategory } from '../../../../shared/contract/common';
import { NoResult } from '../../../components/ui/no-result';
import { otherLevels, REGION_DATA, type RegionLevel } from '../model/region-levels';
import { REGION_PAGE_SIZE, regionQueries } from '../queries';

/**
 * What a search that found nothing says (as every page says it, with the import on the emulator): at one level, the other levels that do have the name,
 * each a button that searches there (or that none has it); at every level, that no region has it.
 */
export function RegionNoResult({ q, level, onLevel }: { q: string; level: RegionLevel; onLevel: (level: RegionLevel) => void }) {
  const { t } = useTranslation('regions');
  const others = otherLevels(level);
  const answers = useQueries({ queries: others.map((c) => regionQueries.search(q, c, 1)) });
  const withResults = others.flatMap((category, i) => {
    const n = answers[i]?.data?.items.length ?? 0;
    return n > 0 ? [{ category, n }] : [];
  });
  const pending = answers.some((a) => a.isPending);
  const levelName = (c: RegionCategory) => t(`regions.category.${c}`);
  if (level === 'all') return <NoResult message={t('regionLevels.emptyAll', { q })} imports={REGION_DATA} />;
  return (
    <NoResult message={t('regionLevels.emptyAt', { q, level: levelName(level) })} imports={REGION_DATA}>
      {pending && <p className="muted">{t('regions.loading')}</p>}
      {!pending && withResults.length === 0 && <p>{t('regionLevels.nowhere')}</p>}
      {withResults.length > 0 && (
        <div className="level-suggestions" role="group" aria-label={t('regionLevels.otherLevels')}>
          <span>{t('regionLevels.otherLevels')}</span>{' '}
          {withResults.map(({ category, n }) => (
            <button key={category} type="button" className="button small" onClick={() => onLevel(category)}>
              {t('regionLevels.tryLevel', { level: levelName(category), count: n, more: n >= REGION_PAGE_SIZE ? '+' : '' })}
            </button>
          ))}{' '}
          <button type="button" className="button small" onClick={() => onLevel('all')}>
            {t('regionLevels.all')}
          </button>
        </div>
      )}
    </NoResult>
  );
}
