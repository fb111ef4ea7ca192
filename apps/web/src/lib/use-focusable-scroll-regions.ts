import { useEffect } from 'react';

/** antd Table's scroll containers: the one that scrolls sideways, and a fixed header's body. */
const SCROLLERS = '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex])';

/**
 * Makes every scrolling table a keyboard can reach (WCAG 2.1.1: not everyone scrolls with a mouse): a tab
 * stop, a named region. antd draws these containers itself and has no prop for them, and a table with
 * `scroll` can appear on any staff page or dialog, so one watcher on the page does it for all, instead of
 * each table remembering. Only containers that can scroll get a tab stop.
 *
 * One name for all: a name taken from the table's heading ('Sales of the day') is also found by
 * every label lookup for a word of it ('Day'), beside the field that word names.
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
        scroller.setAttribute('aria-label', 'Scrollable table');
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
