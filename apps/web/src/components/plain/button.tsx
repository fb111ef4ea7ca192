import type { ButtonHTMLAttributes } from 'react';
import './plain.css';

/**
 * A button styled like antd's, in plain markup: antd's Button (with its wave effect, icons and
 * theme machinery) would add kilobytes to the customer's first download for a handful of buttons.
 */
export function Button({
  variant = 'default',
  size = 'middle',
  loading = false,
  block = false,
  danger = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  /** 'text' and 'link': no border, as antd's; for the many small buttons of a list's rows. */
  variant?: 'primary' | 'default' | 'text' | 'link';
  size?: 'middle' | 'large' | 'small';
  loading?: boolean;
  /** As wide as its container. */
  block?: boolean;
  /** Red, for what cannot be undone or leaves the page. */
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[
        'k-button',
        `k-button--${variant}`,
        `k-button--${size}`,
        block && 'p-button--block',
        danger && 'p-button--danger',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {loading ? <span className="k-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
