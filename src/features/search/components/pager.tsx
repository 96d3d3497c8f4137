import { useTranslation } from 'react-i18next';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('search');
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('search.paging')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('search.prev')}
      </button>
      <span data-testid="page-of">{t('search.pageOf', { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('search.next')}
      </button>
    </nav>
  );
}
