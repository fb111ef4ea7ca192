import type { ReactNode } from 'react';

/**
 * A message box in the page's flow. Plain markup rather than antd's Alert: the customer's first
 * download has a size budget, and this needs no icons or animation.
 */
export function InlineAlert(props: {
  type: 'error' | 'warning';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={['inline-alert', `inline-alert--${props.type}`, props.className].filter(Boolean).join(' ')}
    >
      <span className="inline-alert__icon" aria-hidden="true">
        !
      </span>
      <div className="inline-alert__body">
        <div className="inline-alert__title">{props.title}</div>
        {props.description ? <div className="inline-alert__description">{props.description}</div> : null}
      </div>
      {props.action ? <div className="inline-alert__action">{props.action}</div> : null}
    </div>
  );
}
