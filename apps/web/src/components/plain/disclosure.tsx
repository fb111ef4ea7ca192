import type { ReactNode } from 'react';
import './plain.css';

/**
 * One panel of an accordion on the browser's own `<details>`: the summary toggles it by mouse,
 * touch and keyboard, and a screen reader hears it expanded or collapsed. Its content is rendered
 * only while open, so a closed category of hundreds of items costs nothing. Several in a row,
 * inside a `.p-disclosures` box, look like antd's Collapse.
 */
export function Disclosure(props: {
  summary: ReactNode;
  /** At the summary's far end (a count). */
  extra?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: () => ReactNode;
}) {
  return (
    <details
      className="p-disclosure"
      open={props.open}
      onToggle={(event) => {
        const open = event.currentTarget.open;
        if (open !== props.open) props.onOpenChange(open);
      }}
    >
      <summary className="p-disclosure__summary">
        <svg className="p-disclosure__arrow" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
          <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="p-disclosure__label">{props.summary}</span>
        {/* A space, so the summary reads "Vegetables 12 items", not "Vegetables12 items". */}
        {props.extra ? (
          <>
            {' '}
            <span className="p-disclosure__extra">{props.extra}</span>
          </>
        ) : null}
      </summary>
      {props.open ? <div className="p-disclosure__body">{props.children()}</div> : null}
    </details>
  );
}
