import { ADVANCE_LIST_LABELS, type PlaceAdvanceOrderRequest } from '@kadai/contract';
import { Button } from '../../../components/plain/button.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import { SummaryDialog, SummaryFacts } from './summary-dialog.tsx';

/** The advance order's Order Summary: who it is for, how it reaches them, and the two lists as written. */
export function AdvanceOrderSummary(props: {
  summary: PlaceAdvanceOrderRequest | null;
  sending: boolean;
  /** Why the last Confirm did not go through, in one line. */
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { summary, sending } = props;
  return (
    <SummaryDialog
      open={summary !== null}
      sending={sending}
      onBack={props.onBack}
      footer={
        <>
          <Button onClick={props.onBack} disabled={sending}>
            Edit order
          </Button>
          <Button variant="primary" onClick={props.onConfirm} loading={sending}>
            Confirm
          </Button>
        </>
      }
    >
      {summary ? (
        <div className="order-summary">
          {props.error ? <Notice type="error" title={props.error} className="order-summary__error" /> : null}
          <SummaryFacts customer={summary.customer} orderType={summary.orderType} />
          <SummaryList label={ADVANCE_LIST_LABELS.vegetablesList} text={summary.vegetablesList ?? ''} />
          <SummaryList label={ADVANCE_LIST_LABELS.groceriesList} text={summary.groceriesList ?? ''} />
          <p className="muted summary-note">
            The store prices your lists when packing and confirms the amount with you.
          </p>
        </div>
      ) : null}
    </SummaryDialog>
  );
}

function SummaryList(props: { label: string; text: string }) {
  if (props.text === '') return null;
  return (
    <div className="summary-instructions">
      {/* Under the dialog's own heading (h2). */}
      <h3>{props.label}</h3>
      <p>{props.text}</p>
    </div>
  );
}
