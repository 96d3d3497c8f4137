import type { KeyboardEvent, ReactNode } from 'react';

/**
 * A row of tabs (the WAI-ARIA tabs pattern, activated on arrow keys): each tab is
 * `${idPrefix}-tab-${tab}` and controls the panel `${idPrefix}-tabpanel`, which the page renders
 * with `role="tabpanel"`. Only the selected tab is in the Tab order; ←/→ move and select, wrapping
 * round, Home/End go to the first and last.
 */
export function TabList<T extends string>({
  idPrefix,
  tabs,
  selected,
  label,
  onSelect,
  children,
}: {
  idPrefix: string;
  tabs: readonly T[];
  selected: T;
  label: string;
  onSelect: (tab: T) => void;
  /** Each tab's visible text. */
  children: (tab: T) => ReactNode;
}) {
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const n = tabs.length;
    const to = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    const next = tabs[to];
    if (next === undefined) return;
    e.preventDefault();
    onSelect(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="tabs">
      {tabs.map((tab, i) => (
        <button
          key={tab}
          id={`${idPrefix}-tab-${tab}`}
          role="tab"
          type="button"
          aria-selected={selected === tab}
          aria-controls={`${idPrefix}-tabpanel`}
          tabIndex={selected === tab ? 0 : -1}
          className={`tab ${selected === tab ? 'active' : ''}`}
          onClick={() => onSelect(tab)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {children(tab)}
        </button>
      ))}
    </div>
  );
}
