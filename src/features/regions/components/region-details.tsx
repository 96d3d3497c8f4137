import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { useScrollIntoView } from '../../../lib/scroll-into-view';
import { vertexCount } from '../model/region-shapes';
import { childCategories, regionQueries } from '../queries';
import { RegionList } from './region-list';
import { DataText } from '../../../components/ui/data-text';

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * One region: its identifiers, category and parent, a breadcrumb up the hierarchy (each parent
 * fetched by its regionId) and its children, each a click away. Scrolled into view when opened.
 */
export function RegionDetails({
  regionId,
  selection,
  onToggle,
  onFocus,
}: {
  regionId: string;
  selection: readonly string[];
  onToggle: (regionId: string) => void;
  onFocus: (regionId: string) => void;
}) {
  const { t } = useTranslation('regions');
  const region = useQuery(regionQueries.lookup(regionId));
  const parentId = text(region.data?.properties.parentId);
  const parent = useQuery({ ...regionQueries.lookup(parentId), enabled: parentId !== '' });
  const grandId = text(parent.data?.properties.parentId);
  const grand = useQuery({ ...regionQueries.lookup(grandId), enabled: grandId !== '' });
  const info = region.data;
  const children = useQuery(regionQueries.children({ regionId, category: info?.category ?? '', description: text(info?.properties.description) }));
  // A region opened from a long list (or from the map) shows below it: bring it into view.
  const section = useRef<HTMLElement>(null);
  useScrollIntoView(section, info ? regionId : undefined);

  if (region.isPending) return <p className="muted">{t('regions.loading')}</p>;
  if (region.isError) return <ErrorPanel error={region.error} onRetry={() => void region.refetch()} />;
  if (!info) return null;
  const trail = [grand.data, parent.data].filter((r) => r !== undefined);
  const facts: [string, string][] = [
    ['regionId', info.regionId],
    ['category', info.category],
    ['parentId', parentId || '—'],
    ['description', text(info.properties.description)],
    ['guName', text(info.properties.guName) || '—'],
    ['doName', text(info.properties.doName) || '—'],
  ];
  return (
    <section ref={section} className="card region-details" aria-label={t('regions.details')} data-testid="region-details">
      <nav aria-label={t('regions.hierarchy')} className="breadcrumb" data-testid="breadcrumb">
        <ol>
          {trail.map((r) => (
            <li key={r.regionId}>
              <button type="button" className="link-button" onClick={() => onFocus(r.regionId)}>
                <DataText>{r.name}</DataText>
              </button>
            </li>
          ))}
          <li aria-current="page">
            <strong><DataText>{info.name}</DataText></strong>
          </li>
        </ol>
      </nav>
      <dl className="facts">
        {facts.map(([k, v]) => (
          <div className="fact-row" key={k}>
            <dt>{k}</dt>
            <dd className="fact-value">
              <code>{v}</code> {v !== '—' && <CopyButton value={v} label={`${k} ${v}`} />}
            </dd>
          </div>
        ))}
        <div className="fact-row">
          <dt>{t('regions.vertices')}</dt>
          <dd className="fact-value">{vertexCount(info.geometry).toLocaleString()}</dd>
        </div>
      </dl>
      {!selection.includes(regionId) && (
        <button type="button" className="button small" onClick={() => onToggle(regionId)}>
          {t('regions.addToMap')}
        </button>
      )}
      {childCategories(info.category).length > 0 && (
        <div className="region-children">
          <h3>{t('regions.children')}</h3>
          {children.isPending && <p className="muted">{t('regions.loading')}</p>}
          {children.isError && <ErrorPanel error={children.error} onRetry={() => void children.refetch()} />}
          {children.data && children.data.length === 0 && <p className="muted">{t('regions.noChildren')}</p>}
          {children.data && children.data.length > 0 && (
            <RegionList regions={children.data} selection={selection} focus={undefined} onToggle={onToggle} onFocus={onFocus} label={t('regions.children')} testId="region-children" />
          )}
        </div>
      )}
    </section>
  );
}
