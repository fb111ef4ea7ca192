import { useEffect } from 'react';

/** antd Table's scroll containers: the one that scrolls sideways, and a fixed header's body. */
const SCROLLERS = '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex])';
const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/**
 * Makes every scrolling table a keyboard can reach (WCAG 2.1.1, issue 27): a tab stop, a region
 * named after the table. antd draws these containers itself and has no prop for them, and a table
 * with `scroll` can appear on any staff page or dialog, so one watcher on the page does it for all,
 * instead of each table remembering. Only containers that can scroll get a tab stop.
 */
export function useFocusableScrollRegions(): void {
  useEffect(() => {
    let frame = 0;
    const mark = () => {
      frame = 0;
      for (const scroller of document.querySelectorAll<HTMLElement>(SCROLLERS)) {
        const style = getComputedStyle(scroller);
        if (![style.overflowX, style.overflowY].some((o) => o === 'auto' || o === 'scroll')) continue;
        scroller.tabIndex = 0;
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', `Scrollable table: ${tableName(scroller)}`);
      }
    };
    // Once per frame at most, whatever the number of changes in it.
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(mark);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    mark();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}

/** The table's own label, else the nearest heading before it, else the page's. */
function tableName(scroller: HTMLElement): string {
  const own = scroller.querySelector('table')?.getAttribute('aria-label');
  if (own) return own;
  for (let node: Element | null = scroller; node && node !== document.body; node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      const headings = sibling.matches(HEADINGS) ? [sibling] : [...sibling.querySelectorAll(HEADINGS)];
      const text = headings.at(-1)?.textContent?.trim();
      if (text) return text;
    }
  }
  return document.title;
}
