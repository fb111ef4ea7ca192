import { ADVANCE_LIST_LABELS, type PlaceAdvanceOrderRequest } from '@kadai/contract';
import { type SummaryButtons, SummaryDialog, type SummaryProps } from './summary-dialog.tsx';

/** No card payment and no Cancel Order: back to the lists, or send them. */
const ADVANCE_BUTTONS: SummaryButtons = {
  backLabel: 'Edit order',
  confirmLabel: 'Confirm',
  cancelOrder: false,
};

/** The advance order's Order Summary: who it is for, how it reaches them, and the two lists as written. */
export function AdvanceOrderSummary(props: SummaryProps<PlaceAdvanceOrderRequest>) {
  return (
    <SummaryDialog {...props} buttons={ADVANCE_BUTTONS} facts={(summary) => summary}>
      {(summary) => (
        <>
          <SummaryList label={ADVANCE_LIST_LABELS.vegetablesList} text={summary.vegetablesList ?? ''} />
          <SummaryList label={ADVANCE_LIST_LABELS.groceriesList} text={summary.groceriesList ?? ''} />
          <p className="muted summary-note">
            The store prices your lists when packing and confirms the amount with you.
          </p>
        </>
      )}
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
