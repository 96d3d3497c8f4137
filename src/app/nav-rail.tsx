import { Link } from 'wouter';
import { useGo, usePathname } from '../lib/routing';
import { BatchIcon, CollectionsIcon, CompareIcon, CoordinatesIcon, ExploreIcon, FacesIcon, InspectorIcon, LogoIcon, RegionsIcon, SearchIcon, SettingsIcon, ZonesIcon } from '../components/ui/icons';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../lib/i18n/i18n';
import { loadPreferences, savePreferences } from '../lib/preferences';

const ITEMS = [
  { to: '/explore', key: 'nav.explore', Icon: ExploreIcon },
  { to: '/search', key: 'nav.search', Icon: SearchIcon },
  { to: '/coordinates', key: 'nav.coordinates', Icon: CoordinatesIcon },
  { to: '/regions', key: 'nav.regions', Icon: RegionsIcon },
  { to: '/zones', key: 'nav.zones', Icon: ZonesIcon },
  { to: '/faces', key: 'nav.faces', Icon: FacesIcon },
  { to: '/batch', key: 'nav.batch', Icon: BatchIcon },
  { to: '/inspector', key: 'inspector.nav', Icon: InspectorIcon },
  { to: '/compare', key: 'nav.compare', Icon: CompareIcon },
  { to: '/collections', key: 'nav.collections', Icon: CollectionsIcon },
  { to: '/settings', key: 'nav.settings', Icon: SettingsIcon },
] as const;

export function NavRail() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ko' ? 'en' : 'ko';
  const pathname = usePathname();
  const go = useGo();
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <nav className="nav-rail" aria-label={t('nav.main')}>
      <div className="brand" aria-label={t('app.tagline')}>
        <span className="brand-mark" aria-hidden="true">
          <LogoIcon />
        </span>
        <span className="brand-name">{t('app.name')}</span>
      </div>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              href={item.to}
              className={`nav-item${isActive(item.to) ? ' active' : ''}`}
              aria-current={isActive(item.to) ? 'page' : undefined}
              // The camera (hash) goes along, read at the click, not at the last render.
              onClick={(e) => {
                e.preventDefault();
                go(item.to);
              }}
            >
              <span className="nav-icon" aria-hidden="true">
                <item.Icon />
              </span>
              <span>{t(item.key)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="lang-switch"
        onClick={() => {
          void setLanguage(next);
          savePreferences({ ...loadPreferences(), language: next });
        }}
      >
        <span className="visually-hidden">{t('lang.label')}: </span>
        {/* The other language's own name, in that language. */}
        <span lang={next}>{t('lang.switch')}</span>
      </button>
    </nav>
  );
}
