import { Button } from './button.tsx';
import { Notice } from './notice.tsx';

/** Something that failed to load, in plain markup: the reason, and a way to try again. */
export function LoadError(props: { what: string; error: Error; onRetry: () => void; className?: string }) {
  return (
    <Notice
      type="error"
      className={props.className}
      title={`Could not load ${props.what}`}
      description={props.error.message}
      action={
        <Button size="small" onClick={props.onRetry}>
          Try again
        </Button>
      }
    />
  );
}
