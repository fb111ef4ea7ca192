import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';

/** Something that failed to load: the reason, and a way to try again without reloading the page. */
export function LoadError({
  what,
  error,
  onRetry,
  style,
}: {
  what: string;
  error: Error;
  onRetry: () => void;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={`Could not load ${what}`}
      description={error.message}
      action={
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      }
      style={style}
    />
  );
}
