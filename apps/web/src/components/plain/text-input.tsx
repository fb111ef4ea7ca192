import type { InputHTMLAttributes, Ref } from 'react';
import './plain.css';

/** A text box with antd's look; `large` is antd's large size (the catalogue's search). */
export function TextInput({
  size = 'middle',
  className,
  ref,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  size?: 'middle' | 'large';
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <input
      type="text"
      {...rest}
      ref={ref}
      className={['p-input', size === 'large' && 'p-input--large', className].filter(Boolean).join(' ')}
    />
  );
}
