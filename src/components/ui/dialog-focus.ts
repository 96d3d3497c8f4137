/** What can take focus from the keyboard, in a dialog or around it. */
const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]';
/** The fields of a form, that a dialog starts in. */
const FIELD = 'input:not([type="hidden"]), select, textarea';

function usable(el: HTMLElement): boolean {
  if (!el.isConnected || el.matches(':disabled') || el.closest('[inert]') !== null) return false;
  // Not drawn (display none, or inside something hidden): no box.
  return el.getClientRects().length > 0;
}

/** The elements in `root` that Tab reaches, in document order (tabindex="-1" ones are left out). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && usable(el));
}

/**
 * Where a dialog's focus starts: the element marked `data-autofocus`, else the first field that
 * takes input (not read-only), else the first button.
 */
export function initialFocus(body: HTMLElement): HTMLElement | undefined {
  const marked = body.querySelector<HTMLElement>('[data-autofocus]');
  if (marked && usable(marked)) return marked;
  const all = tabbables(body);
  return all.find((el) => el.matches(FIELD) && !el.matches('[readonly]')) ?? all.find((el) => el.matches('button')) ?? all[0];
}

/** The element's ancestors, nearest first. */
export function ancestorsOf(el: Element | null | undefined): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let n = el?.parentElement; n; n = n.parentElement) out.push(n);
  return out;
}

/** The nearest of these former ancestors still in the page that can take focus, then the page's main region. */
function nearestStill(ancestors: readonly HTMLElement[]): HTMLElement[] {
  const main = document.querySelector<HTMLElement>('main');
  return [...ancestors.filter((el) => el.isConnected && el.hasAttribute('tabindex')), ...(main ? [main] : [])];
}

/** Focuses the first candidate that takes focus, and returns it. */
function focusFirst(candidates: readonly (HTMLElement | null | undefined)[]): HTMLElement | undefined {
  for (const el of candidates) {
    if (!el || !usable(el)) continue;
    el.focus();
    if (document.activeElement === el) return el;
  }
  return undefined;
}

const lost = () => {
  const active = document.activeElement;
  return !(active instanceof HTMLElement) || active === document.body || !usable(active);
};

/**
 * Gives focus back after a dialog: to the control that opened it, else (it is gone) to the
 * nearest focusable part of the page that held it, else to the main region. And keeps it there:
 * a control that goes or is disabled just after (the row a confirmed delete removes once the
 * service answers) hands focus on the same way, so it never falls to the document's body. The
 * watch ends when the user moves focus or points somewhere.
 */
export function giveFocusBack(opener: HTMLElement | null, openerAncestors: readonly HTMLElement[]): void {
  const target = focusFirst([opener, ...nearestStill(openerAncestors)]);
  if (!target) return;
  const around = ancestorsOf(target);
  const observer = new MutationObserver(() => {
    if (!lost()) return;
    stop();
    focusFirst(nearestStill(around));
  });
  const onFocus = (e: FocusEvent) => {
    if (e.target !== target) stop();
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('pointerdown', stop, true);
}
