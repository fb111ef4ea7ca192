import type { Ref, TextareaHTMLAttributes } from 'react';
import './plain.css';

/** A multi-line box with antd's look. */
export function TextArea({
  className,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea {...rest} ref={ref} className={['p-input p-textarea', className].filter(Boolean).join(' ')} />
  );
}
