/** Small inline SVG icons (no icon font: nothing to fetch, nothing missing offline). */
const base = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function ExploreIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </svg>
  );
}

export function CoordinatesIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M3 9h18M3 15h18M9 3v18M15 3v18" />
      <circle cx="15" cy="9" r="2.2" fill="currentColor" />
    </svg>
  );
}

export function RegionsIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z" />
      <path d="M9 3v15M15 6v15" />
    </svg>
  );
}

export function ZonesIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 10h18M3 15h18M9 4v16" />
    </svg>
  );
}

export function FacesIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <circle cx="12" cy="11" r="4" />
      <path d="M8.5 18c.9-1.5 2.1-2.2 3.5-2.2s2.6.7 3.5 2.2" />
    </svg>
  );
}

export function SettingsIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}

export function CopyIcon() {
  return (
    <svg {...base} width={14} height={14} aria-hidden="true">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

export function LogoIcon() {
  return (
    <svg {...base} width={26} height={26} aria-hidden="true">
      <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-5-5" />
    </svg>
  );
}

export function InspectorIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M4 5h11M4 10h7M4 15h5" />
      <circle cx="15.5" cy="14.5" r="4" />
      <path d="M18.5 17.5L21 20" />
    </svg>
  );
}

export function CompareIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M9 4v16M15 4v16M3 8h6M15 16h6M5 6l-2 2 2 2M19 14l2 2-2 2" />
    </svg>
  );
}

export function CollectionsIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M4 7h16v12H4zM6 4h12M8 11h8M8 15h5" />
    </svg>
  );
}

export function BatchIcon() {
  return (
    <svg {...base} aria-hidden="true">
      <path d="M4 6h10M4 12h10M4 18h10" />
      <path d="M17 5l2 2 3-3M17 11l2 2 3-3" />
      <circle cx="19" cy="18" r="1.6" fill="currentColor" />
    </svg>
  );
}
