/**
 * Where the toasts sit so they never cover a panel the user works in: a panel that must stay
 * visible (the problems panel) registers itself with useToastsAvoid, and the toasts stand just
 * above the highest of those, or at their usual place near the bottom when none is shown.
 * Measured from the panels' boxes (a ResizeObserver and the window's resize), not guessed
 * from the layout's CSS, so every window size and layout (side by side or tabbed) is covered.
 */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { create } from 'zustand';

/** The toasts' usual distance from the window's bottom edge (clear of the status bar), px. */
export const TOASTS_BOTTOM = 32;
// Space between the toasts and the panel they avoid.
const GAP = 8;

const useAvoided = create<{ elements: HTMLElement[] }>()(() => ({ elements: [] }));

/** Keeps the toasts clear of the element in `ref` while it is mounted. */
export function useToastsAvoid(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    useAvoided.setState((s) => ({ elements: [...s.elements, element] }));
    return () => {
      useAvoided.setState((s) => ({ elements: s.elements.filter((e) => e !== element) }));
    };
  }, [ref]);
}

/** The toasts' distance from the window's bottom edge, kept current while `active`. */
export function useToastsBottom(active: boolean): number {
  const elements = useAvoided((s) => s.elements);
  const [bottom, setBottom] = useState(TOASTS_BOTTOM);
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () => {
      let next = TOASTS_BOTTOM;
      for (const element of elements) {
        const box = element.getBoundingClientRect();
        if (box.height === 0) continue;
        next = Math.max(next, window.innerHeight - box.top + GAP);
      }
      setBottom(next);
    };
    measure();
    // A panel opening, closing or changing height moves its top; so does the window's size.
    const observer = new ResizeObserver(measure);
    for (const element of elements) observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [active, elements]);
  return bottom;
}
