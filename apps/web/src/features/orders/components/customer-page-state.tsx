import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Button } from '../../../components/plain/button.tsx';
import { Notice } from '../../../components/plain/notice.tsx';

/** A customer page whose data did not load: what failed, in its words, and Try again. */
export function CustomerPageError(props: { title: string; error: Error; retry: () => void }) {
  return (
    <section className="panel message-page">
      <Notice
        type="error"
        title={props.title}
        description={props.error.message}
        action={
          <Button size="small" onClick={props.retry}>
            Try again
          </Button>
        }
      />
    </section>
  );
}

/** A customer page while its data loads. */
export function CustomerPageLoading({ label }: { label: string }) {
  return (
    <section className="panel">
      <LoadingBlock label={label} />
    </section>
  );
}
