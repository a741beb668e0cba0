/**
 * Where keyboard focus goes when what held it disappears (a dialog or menu closes, a fixed
 * problem's button goes away): back where it was if that still exists and can take focus,
 * else the nearest focusable ancestor, else the skill list. Never left on <body>, where a
 * keyboard user would have to start again from the top of the page. When the element itself
 * is gone (a dialog's fix removed the button that opened it), its focusable ancestors as they
 * were then are tried in turn, so focus stays in the same panel.
 */

import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** `el` if it can take focus, else its nearest ancestor that can. */
export function focusableFrom(el: Element | null | undefined): HTMLElement | undefined {
  const found = el?.closest<HTMLElement>(FOCUSABLE);
  return found?.isConnected === true && !found.hasAttribute('disabled') ? found : undefined;
}

/** The place focus falls back to: the skill list, else the main area. */
function fallback(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('[role="listbox"][tabindex]') ??
    document.querySelector<HTMLElement>('main')
  );
}

/**
 * `el` and its focusable ancestors, nearest first, taken now: an element that is later removed
 * no longer knows where it was, so a place to return to is remembered this way.
 */
export function focusTrail(el: Element | null | undefined): Element[] {
  const trail: Element[] = [];
  for (let at = el?.closest(FOCUSABLE); at; at = at.parentElement?.closest(FOCUSABLE)) {
    trail.push(at);
  }
  return trail;
}

/**
 * After the current task (the closing element is gone by then), focuses `preferred` (or
 * where it can; for a trail, the first place of it still on the page), unless focus has
 * already gone somewhere on purpose.
 */
export function restoreFocus(preferred?: Element | readonly Element[] | null): void {
  requestAnimationFrame(() => {
    const now = document.activeElement;
    if (now && now !== document.body && now.isConnected) return;
    const places = Array.isArray(preferred) ? preferred : [preferred];
    (places.map(focusableFrom).find(Boolean) ?? fallback())?.focus();
  });
}

/** Keys that move through a group of choices, and where each one goes. */
export type RovingKeys = Partial<Record<string, 'next' | 'previous' | 'first' | 'last'>>;

/**
 * Arrow-key movement through a group whose chosen item is the one tab stop (a tab list, a
 * radio group): on one of `keys`, chooses the item it leads to (wrapping round) and moves the
 * focus to it, the items being the `[role=ROLE]` elements inside the group.
 */
export function moveInGroup(
  event: KeyboardEvent,
  keys: RovingKeys,
  role: string,
  at: number,
  count: number,
  choose: (index: number) => void,
  /** Items the keys pass over (disabled ones, as native radio buttons are). */
  skip: (index: number) => boolean = () => false,
): void {
  const move = keys[event.key];
  if (move === undefined || count === 0) return;
  event.preventDefault();
  const step = move === 'previous' || move === 'last' ? -1 : 1;
  let index = move === 'first' ? 0 : move === 'last' ? count - 1 : (at + step + count) % count;
  for (let tried = 0; skip(index); tried++) {
    if (tried === count) return;
    index = (index + step + count) % count;
  }
  choose(index);
  event.currentTarget.querySelectorAll<HTMLElement>(`[role="${role}"]`)[index]?.focus();
}
