import type { SelectHTMLAttributes } from 'react';
import './plain.css';

/**
 * The browser's own `<select>` with antd's look: a phone opens its native picker, which is easier
 * with a thumb than a drawn list and costs no code. `placeholder` is the choice shown while none
 * is made (an empty value), not offered once one is.
 */
export function Select({
  options,
  placeholder,
  size = 'middle',
  className,
  value,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'value'> & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  size?: 'middle' | 'large';
  value: string | undefined;
}) {
  return (
    <select
      {...rest}
      value={value ?? ''}
      className={['p-input p-select', size === 'large' && 'p-input--large', className]
        .filter(Boolean)
        .join(' ')}
    >
      {placeholder !== undefined ? (
        <option value="" disabled hidden={Boolean(value)}>
          {placeholder}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
