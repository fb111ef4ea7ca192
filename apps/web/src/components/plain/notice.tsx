import type { ReactNode } from 'react';
import './plain.css';

const ICONS = { error: '!', warning: '!', info: 'i', success: '✓' } as const;

/**
 * A message box in the page's flow, in antd Alert's colours. An alert, as antd's, so a screen
 * reader reads it out when it appears.
 */
export function Notice(props: {
  type: keyof typeof ICONS;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** 'status' for news that should not interrupt (a success, a hint). */
  role?: 'alert' | 'status';
}) {
  return (
    <div
      role={props.role ?? 'alert'}
      className={['p-notice', `p-notice--${props.type}`, props.className].filter(Boolean).join(' ')}
    >
      <span className="p-notice__icon" aria-hidden="true">
        {ICONS[props.type]}
      </span>
      <div className="p-notice__body">
        <div className="p-notice__title">{props.title}</div>
        {props.description ? <div className="p-notice__description">{props.description}</div> : null}
      </div>
      {props.action ? <div className="p-notice__action">{props.action}</div> : null}
    </div>
  );
}
