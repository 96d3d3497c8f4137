import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ancestorsOf, giveFocusBack, initialFocus, tabbables } from './dialog-focus';

/**
 * A modal dialog on the native <dialog> element, as the WAI-ARIA dialog pattern asks: the page
 * behind is inert; focus starts on the element marked `data-autofocus`, else the first field, else
 * the first button of the body (a confirmation marks its safe action, Cancel); Tab and Shift+Tab
 * go round inside it; Escape and the close button close it. Closed, it gives focus back to the
 * control that opened it, or where that control was (dialog-focus.ts): never to the document's
 * body. Open while mounted.
 */
export function Dialog({ title, onClose, children, wide = false }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    // Read now: if the opener is gone at the close, the nearest of these still there takes focus.
    const around = ancestorsOf(opener);
    if (!el.open) el.showModal();
    if (body.current) initialFocus(body.current)?.focus();
    return () => {
      el.close();
      giveFocusBack(opener, around);
    };
  }, []);

  // Tab from the last stop goes to the first, Shift+Tab from the first to the last.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (e.key !== 'Tab' || !dialog) return;
    const stops = tabbables(dialog);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const outside = !dialog.contains(document.activeElement);
    if (e.shiftKey && (outside || document.activeElement === first)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (outside || document.activeElement === last)) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`dialog ${wide ? 'wide' : ''}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label={t('a11y.closeDialog')} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="dialog-body" ref={body}>
        {children}
      </div>
    </dialog>
  );
}
