/**
 * Whether an element is at least some width, followed as the window or a neighbouring panel
 * resizes (a ResizeObserver, not the window's size: the library panel takes its share).
 */
import { useLayoutEffect, useState } from 'react';

/**
 * True while the element given to the returned ref is at least `min` pixels wide (true until
 * it is measured). A callback ref, so an element that appears later is measured too.
 */
export function useWideEnough(min: number): [boolean, (el: HTMLElement | null) => void] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [wide, setWide] = useState(true);
  useLayoutEffect(() => {
    if (!el) return undefined;
    const measure = () => {
      setWide(el.getBoundingClientRect().width >= min);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, min]);
  return [wide, setEl];
}
