import { ActionButton } from '../../../components/action-button.tsx';
import { InlineAlert } from '../../../components/inline-alert.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';

/** A customer page whose data did not load: what failed, in its words, and Try again. */
export function CustomerPageError(props: { title: string; error: Error; retry: () => void }) {
  return (
    <section className="panel message-page">
      <InlineAlert
        type="error"
        title={props.title}
        description={props.error.message}
        action={
          <ActionButton size="small" onClick={props.retry}>
            Try again
          </ActionButton>
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
