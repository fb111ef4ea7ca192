import { Alert } from 'antd';
import type { CSSProperties } from 'react';

/**
 * Why a submit failed, next to what was typed (which stays, so the user can retry). The title is
 * the spec's 'Something went wrong!' unless a check in the page names the problem itself.
 */
export function SubmitProblem(props: {
  detail: string;
  title?: string;
  onClose?: () => void;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="error"
      showIcon
      closable={props.onClose ? { onClose: props.onClose } : false}
      title={props.title ?? 'Something went wrong!'}
      description={props.detail}
      style={props.style}
    />
  );
}
