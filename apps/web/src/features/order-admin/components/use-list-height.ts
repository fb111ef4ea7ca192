import { useCallback, useEffect, useState } from 'react';

/** Never shorter than this: on a phone, where the filters stack, the list still shows a few rows. */
const MIN_HEIGHT = 320;
/** Below the list: the table's header row, the pager when there is one, and the page's padding. */
const BELOW = 40 + 56 + 24;
/** Where the list starts on a laptop (header, title, filters), until the browser has said. */
const TOP_ESTIMATE = 180;

const heightFor = (top: number) => Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BELOW));

/**
 * The height of a virtual list that ends at the bottom of the window: from where the element
 * starts to the window's bottom, kept up to date as the window or what is above the list changes.
 * Read only when the browser reports a size (a ResizeObserver's call comes after it has laid the
 * page out), never while the page is being drawn: that read would lay the page out there and then.
 */
export function useListHeight(): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(() => heightFor(TOP_ESTIMATE));
  const holder = useCallback((node: HTMLElement | null) => setElement(node), []);
  useEffect(() => {
    if (!element) return;
    const measure = () => setHeight(heightFor(element.getBoundingClientRect().top + window.scrollY));
    // Called once as soon as the page is laid out, then whenever the filters above wrap onto more
    // lines or a message appears: the list starts lower.
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  return [holder, height];
}
