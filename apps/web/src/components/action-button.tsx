import type { ButtonHTMLAttributes } from 'react';

/**
 * A button styled like antd's, in plain markup: antd's Button (with its wave effect and icons) would
 * add ~10 KB gzip to the customer's first download for the two buttons visible before Review.
 */
export function ActionButton({
  variant = 'default',
  size = 'middle',
  loading = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  /** 'text' and 'link': no border, as antd's; for the many small buttons of a list's rows. */
  variant?: 'primary' | 'default' | 'text' | 'link';
  size?: 'middle' | 'large' | 'small';
  loading?: boolean;
}) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={['k-button', `k-button--${variant}`, `k-button--${size}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      {loading ? <span className="k-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
