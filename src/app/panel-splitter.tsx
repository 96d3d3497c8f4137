import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPanelWidth, widthAfterKey } from '../lib/panel-width';
import type { PanelWidth } from './use-panel-width';

/** The shell's grid column for the panel follows this property (styles.css). */
const WIDTH_PROPERTY = '--panel-width';

/**
 * The handle between the side panel and the map (the WAI-ARIA window splitter pattern): a
 * focusable vertical separator whose value is the panel's width in CSS pixels. Drag it (mouse,
 * pen or touch), or focus it and press ArrowLeft/ArrowRight (Shift for larger steps), Home/End
 * for the limits, Enter to collapse the panel to its minimum and back; double-click resets the
 * default width. A drag shows the width live and saves it when released; while it moves, only
 * the shell's width property and this handle change (the page in the panel is not re-rendered).
 */
export function PanelSplitter({ panel }: { panel: PanelWidth }) {
  const { t } = useTranslation();
  const { bounds, commit, reset } = panel;
  // Where a drag started: the pointer's x and the panel's width then; the shell it resizes.
  const drag = useRef<{ pointerId: number; startX: number; startWidth: number; width: number; shell: HTMLElement | null } | null>(null);
  // The width being dragged to, until it is saved.
  const [dragged, setDragged] = useState<number | null>(null);
  const width = dragged ?? panel.width;
  // The width Enter brings back after collapsing the panel.
  const restore = useRef(width);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // No text selection starts (nor a focus ring for a mouse), and the handle keeps the pointer
    // wherever it goes.
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { pointerId: e.pointerId, startX: e.clientX, startWidth: width, width, shell: e.currentTarget.parentElement };
    setDragged(width);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const next = clampPanelWidth(d.startWidth + e.clientX - d.startX, bounds);
    if (next === d.width) return;
    d.width = next;
    d.shell?.style.setProperty(WIDTH_PROPERTY, `${next}px`);
    setDragged(next);
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    setDragged(null);
    if (d.width !== d.startWidth) commit(d.width);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = widthAfterKey(e, width, bounds, restore.current);
    if (next === undefined) return;
    e.preventDefault();
    if (e.key === 'Enter' && next === bounds.min) restore.current = width;
    commit(next);
  };

  return (
    <div
      className="panel-splitter"
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-controls="panel"
      aria-label={t('workspace.resize')}
      aria-valuenow={width}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      title={t('workspace.resizeHint')}
      data-dragging={dragged === null ? undefined : true}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onDoubleClick={reset}
      onKeyDown={onKeyDown}
    />
  );
}
