import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CopyButton } from '../../../components/ui/copy-button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { flagMeaning } from '../model/match-flags';
import type { SearchResult } from '../model/search-results';
import { searchQueries } from '../queries';
import { DataText } from '../../../components/ui/data-text';

function ConvertInline({ convert }: { convert: NonNullable<SearchResult['convert']> }) {
  const { t } = useTranslation('search');
  const q = useQuery(searchQueries.convert(convert.searchTypCd, convert.reqAdd));
  if (q.isPending) return <p className="muted">{t('search.converting')}</p>;
  if (q.isError) return <ErrorPanel error={q.error} />;
  const other = q.data.filter((r) => r.kind !== (convert.searchTypCd === 'OtoN' ? 'lot' : 'road'));
  return (
    <div className="convert-inline" data-testid="convert-inline">
      <span className="muted">{t(convert.searchTypCd === 'OtoN' ? 'search.asRoad' : 'search.asLot')}</span>
      {other.length === 0 ? (
        <span> {t('search.noConversion')}</span>
      ) : (
        <ul>
          {other.map((r) => (
            <li key={r.index}>
              {r.address} <CopyButton value={r.address} label={r.address} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ResultItem({ r, number, active, onHover, onSelect }: { r: SearchResult; number: number; active: boolean; onHover: (i: number | null) => void; onSelect: (i: number) => void }) {
  const { t } = useTranslation('search');
  const [converting, setConverting] = useState(false);
  const meaning = flagMeaning(r.flag);
  const meaningText = meaning && t(`search.matchFlags.${meaning.flag}`);
  return (
    <li
      className={`result-item ${active ? 'active' : ''}`}
      data-testid="search-result"
      data-kind={r.kind}
      onMouseEnter={() => onHover(r.index)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(r.index)}
    >
      <button type="button" className="result-main" onClick={() => onSelect(r.index)} aria-pressed={active}>
        <span className={`result-number ${r.kind}`} aria-hidden="true">
          {number}
        </span>
        <span className="result-text">
          <span className={`address-kind kind-${r.kind}`}>{t(r.kind === 'lot' ? 'explore.lotAddress' : 'explore.roadAddress')}</span>{' '}
          <DataText className="result-address">{r.address}</DataText>
          {r.building && <span className="result-building"> {r.building}</span>}
        </span>
      </button>
      <div className="result-facts">
        {r.flag && (
          <span className={`flag-chip q-${meaning?.quality ?? 'unknown'}`} title={meaningText}>
            {r.flag}
          </span>
        )}
        {meaningText && <span className="flag-text">{meaningText}</span>}
        {!meaning && r.flag && <span className="flag-text">{t('search.unknownFlag')}</span>}
        {r.zipcode && (
          <span className="zipcode" data-testid="zipcode">
            {t('search.zipcode')} <code>{r.zipcode}</code>
          </span>
        )}
        {r.remainder && (
          <span className="muted">
            {t('search.remainder')}: {r.remainder}
          </span>
        )}
        {!r.point && <span className="warning">{t('search.noPoint')}</span>}
      </div>
      <div className="result-actions">
        <CopyButton value={r.address} label={r.address} />
        {r.point && (
          <Link className="link-button" href={`/explore?at=${r.point[1].toFixed(6)},${r.point[0].toFixed(6)}#map=17.00/${r.point[1].toFixed(5)}/${r.point[0].toFixed(5)}`}>
            {t('search.openInExplore')}
          </Link>
        )}
        {r.convert && (
          <button type="button" className="link-button" aria-expanded={converting} onClick={() => setConverting(!converting)}>
            {t(r.convert.searchTypCd === 'OtoN' ? 'search.toRoad' : 'search.toLot')}
          </button>
        )}
      </div>
      {converting && r.convert && <ConvertInline convert={r.convert} />}
    </li>
  );
}

/** The candidates, numbered as on the map; hovering either highlights both. */
export function ResultList(props: { results: readonly SearchResult[]; offset: number; active: number | undefined; onHover: (i: number | null) => void; onSelect: (i: number) => void }) {
  const { t } = useTranslation('search');
  return (
    <ol className="result-list" aria-label={t('search.results')} start={props.offset + 1}>
      {props.results.map((r) => (
        <ResultItem key={`${r.index}-${r.address}`} r={r} number={props.offset + r.index + 1} active={props.active === r.index} onHover={props.onHover} onSelect={props.onSelect} />
      ))}
    </ol>
  );
}
