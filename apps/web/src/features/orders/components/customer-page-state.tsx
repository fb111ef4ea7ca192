import type { ReactNode } from 'react';
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

/**
 * A customer page that is only a message: what it says as the page's one heading, and the way on.
 * Its main words are the h1, so a screen reader's list of headings names the page.
 */
export function CustomerMessagePage(props: { title?: string; heading: string; children: ReactNode }) {
  return (
    <section className="panel message-page">
      {props.title ? <title>{props.title}</title> : null}
      <h1>{props.heading}</h1>
      {props.children}
    </section>
  );
}
