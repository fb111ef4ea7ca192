import type { ReactNode } from 'react';
import { Notice } from '../../../components/plain/notice.tsx';

export type SubmitError = { message: string; details: string[] };

/**
 * What stands above Review: why the summary could not open, else why the last send failed (while
 * the summary is closed; open, it shows the failure itself). Null when there is nothing to say:
 * the bar then draws no room for a notice.
 */
export function renderOrderFormNotice(props: {
  reviewProblem: string | null;
  submitError: SubmitError | null;
  summaryOpen: boolean;
}): ReactNode {
  const { reviewProblem, submitError } = props;
  if (reviewProblem) return <Notice type="warning" title={reviewProblem} />;
  if (!submitError || props.summaryOpen) return null;
  return (
    <Notice
      type="error"
      title={submitError.message}
      description={
        submitError.details.length > 0 ? (
          <ul className="plain-list">
            {submitError.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
