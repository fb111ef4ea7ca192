import type { ComponentProps } from 'react';
import { Notice } from './plain/notice.tsx';

/** A message box in the page's flow: the plain Notice, as the staff screens' error and warning boxes use it. */
export function InlineAlert(props: ComponentProps<typeof Notice> & { type: 'error' | 'warning' }) {
  return <Notice {...props} />;
}
