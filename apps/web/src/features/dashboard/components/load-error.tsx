import { Alert, Button } from 'antd';

/** A list that failed to load: the reason, and a way to try again without reloading the page. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
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
    />
  );
}
