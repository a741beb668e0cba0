/**
 * "Nothing is ever clipped", as a check in the page: no element that hides its overflow has
 * content cut off (text shortened with an ellipsis counts only when its full text is in a
 * tooltip), nothing outside a scrolling area reaches past the window, and the page itself
 * never scrolls. Monaco's own boxes are left out: it scrolls and clips by design.
 */
import type { Page } from 'playwright-core';

/** What is cut off on the page now, one line per element (empty when nothing is). */
export function clippedNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = el.textContent.trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    if (document.documentElement.scrollWidth > width + 1)
      out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    if (document.documentElement.scrollHeight > height + 1)
      out.push(`the page scrolls down (${document.documentElement.scrollHeight} > ${height})`);
    const skip =
      '.monaco-editor, .monaco-diff-editor, .visually-hidden, .skip-link, dialog:not([open])';
    const scrolls = (v: string) => v === 'auto' || v === 'scroll';
    const hides = (v: string) => v === 'hidden' || v === 'clip';
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest(skip)) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const told = el.title !== '' || el.closest('[title]') !== null;
      if (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        if (!(style.textOverflow === 'ellipsis' && told))
          out.push(`cut off on the right: ${describe(el)}`);
      }
      if (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
        out.push(`cut off at the bottom: ${describe(el)}`);
      // Outside any scrolling area, everything must lie inside the window.
      let scroller: HTMLElement | null = el.parentElement;
      while (scroller && scroller !== document.body) {
        const s = getComputedStyle(scroller);
        if (scrolls(s.overflowX) || scrolls(s.overflowY)) break;
        scroller = scroller.parentElement;
      }
      const inScroller = scroller !== null && scroller !== document.body;
      if (
        !inScroller &&
        (box.right > width + 1 || box.bottom > height + 1) &&
        style.position !== 'fixed'
      )
        out.push(
          `past the window (${Math.round(box.right)}×${Math.round(box.bottom)}): ${describe(el)}`,
        );
    }
    return out;
  });
}

/**
 * The one-line text boxes whose placeholder is wider than the box shows (a placeholder is no
 * element, so the check above cannot see it): its text measured in the box's own font against
 * the room between its paddings, one line per box.
 */
export function clippedPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return ['no canvas to measure with'];
    // One-line boxes only: a text area wraps its placeholder.
    for (const el of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (el.value !== '' || el.placeholder === '' || el.closest('dialog:not([open])')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // The placeholder's own font where a style gives it one.
      const font = getComputedStyle(el, '::placeholder');
      context.font = `${font.fontStyle} ${font.fontWeight} ${font.fontSize} ${font.fontFamily}`;
      const needed = context.measureText(el.placeholder).width;
      if (needed > room + 1)
        out.push(
          `placeholder cut off (${Math.round(needed)} > ${Math.round(room)}): "${el.placeholder}"`,
        );
    }
    return out;
  });
}
