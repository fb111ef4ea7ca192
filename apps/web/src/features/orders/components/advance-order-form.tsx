import {
  ADVANCE_LIST_LABELS,
  ADVANCE_ORDER_MESSAGES,
  ADVANCE_ORDER_TYPES,
  advanceCustomerSchema,
  ORDER_TEXT_LIMITS,
  type PlaceAdvanceOrderRequest,
} from '@kadai/contract';
import { Button, ConfigProvider, Form } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../../components/action-button.tsx';
import { InlineAlert } from '../../../components/inline-alert.tsx';
import { useSubmitKey } from '../../../lib/use-submit-key.ts';
import { usePlaceAdvanceOrder } from '../api/place-advance-order.ts';
import { useDetailsCheck } from '../hooks/use-details-check.ts';
import {
  ADVANCE_FORM_LABELLING,
  type AdvanceFormValues,
  isAdvanceFormField,
  toAdvanceOrderRequest,
} from '../utils/advance-order-values.ts';
import { splitSubmitError } from '../utils/form-errors.ts';
import { MissingDetailsModal } from './missing-details-modal.tsx';
import { OrderTypePanel } from './order-type-field.tsx';
import { PersonalDetailsFields } from './personal-details-fields.tsx';
import { renderRequiredMark } from './required-mark.tsx';
import { SummaryDialog, SummaryFacts } from './summary-dialog.tsx';

// Fields, radios and buttons at least 44 px tall: the form is filled on a phone, with a thumb.
const TOUCH_THEME = { token: { controlHeight: 44 } };
const LIST_ROWS = 6;

type SubmitError = { message: string; details: string[] };

/**
 * The advance order form (ordering.md §2.6): the customer's details, a vegetables list and a
 * groceries list in their own words, and Door Delivery or Pickup. Review checks it as the main
 * form does (the same messages, the same missing-details dialog), the summary confirms it, and
 * Confirm sends it once however often it is pressed.
 */
export function AdvanceOrderForm() {
  const [form] = Form.useForm<AdvanceFormValues>();
  const navigate = useNavigate();
  const placeOrder = usePlaceAdvanceOrder();
  const details = useDetailsCheck({ form, isField: isAdvanceFormField, labelling: ADVANCE_FORM_LABELLING });
  const [listProblem, setListProblem] = useState<string | null>(null);
  const [summary, setSummary] = useState<PlaceAdvanceOrderRequest | null>(null);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  // A retry of the same order reuses its key, an edited order gets a new one.
  const submitKey = useSubmitKey();
  // Set before the request leaves: a second click in the same frame finds it and sends nothing.
  const sending = useRef(false);

  const onValuesChange = (changed: Partial<AdvanceFormValues>) => {
    if ('vegetablesList' in changed || 'groceriesList' in changed) {
      setListProblem(null);
      form.setFields([{ name: 'vegetablesList', errors: [] }]);
    }
    details.recheckChanged(changed);
  };

  const review = async () => {
    setSubmitError(null);
    setListProblem(null);
    const values = await details.check();
    if (!values?.orderType) return; // the check guarantees an order type; this narrows the type
    const request = toAdvanceOrderRequest({ ...values, orderType: values.orderType });
    if (request.vegetablesList === '' && request.groceriesList === '') {
      setListProblem(ADVANCE_ORDER_MESSAGES.nothingListed);
      form.setFields([{ name: 'vegetablesList', errors: [ADVANCE_ORDER_MESSAGES.nothingListed] }]);
      form.scrollToField('vegetablesList', { behavior: 'smooth', block: 'center', focus: true });
      return;
    }
    setSummary(request);
  };

  const confirm = () => {
    if (!summary || sending.current) return;
    sending.current = true;
    setSubmitError(null);
    placeOrder.mutate(
      { request: summary, idempotencyKey: submitKey.keyFor(summary) },
      {
        onSuccess: (receipt) => {
          submitKey.succeeded();
          const key = encodeURIComponent(receipt.receiptKey);
          navigate(`/advance/thank-you/${encodeURIComponent(receipt.orderId)}?key=${key}`);
        },
        onError: showSubmitError,
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const showSubmitError = (caught: Error) => {
    const { error, onFields, elsewhere } = splitSubmitError(caught, isAdvanceFormField);
    submitKey.failed(error);
    form.setFields(onFields);
    setSubmitError({ message: error.message, details: elsewhere.map((field) => field.message) });
    const first = onFields[0];
    if (first) {
      // Back to the form, where the server's message stands under its field.
      setSummary(null);
      form.scrollToField(first.name, { behavior: 'smooth', block: 'center' });
    }
  };

  const sendingNow = placeOrder.isPending;
  return (
    <ConfigProvider theme={TOUCH_THEME}>
      <Form<AdvanceFormValues>
        form={form}
        name="advance-order"
        layout="vertical"
        validateTrigger="onBlur"
        onValuesChange={onValuesChange}
        requiredMark={renderRequiredMark}
        className="order-form advance-form"
      >
        <section className="panel" aria-labelledby="advance-details-heading">
          <h2 id="advance-details-heading" className="panel__title">
            Your details
          </h2>
          <PersonalDetailsFields schema={advanceCustomerSchema} />
        </section>

        <section className="panel" aria-labelledby="advance-lists-heading">
          <h2 id="advance-lists-heading" className="panel__title">
            Your lists
          </h2>
          <p className="muted advance-form__hint">
            Write what you need, one item a line with how much (for example “Drumstick 1 kg”). Either list may
            be left empty, not both.
          </p>
          <Form.Item name="vegetablesList" label={ADVANCE_LIST_LABELS.vegetablesList}>
            <TextArea rows={LIST_ROWS} maxLength={ORDER_TEXT_LIMITS.others} />
          </Form.Item>
          <Form.Item name="groceriesList" label={ADVANCE_LIST_LABELS.groceriesList}>
            <TextArea rows={LIST_ROWS} maxLength={ORDER_TEXT_LIMITS.others} />
          </Form.Item>
        </section>

        <OrderTypePanel orderTypes={ADVANCE_ORDER_TYPES} />

        <div className="order-bar">
          {listProblem ? (
            <div className="order-bar__notice">
              <InlineAlert type="warning" title={listProblem} />
            </div>
          ) : submitError && !summary ? (
            // Why the last Confirm did not go through, kept in sight once the summary has closed.
            <div className="order-bar__notice">
              <InlineAlert
                type="error"
                title={submitError.message}
                description={submitError.details.join(' ') || undefined}
              />
            </div>
          ) : null}
          <div className="order-bar__inner">
            <span className="muted">Placed ahead; the store confirms the amount.</span>
            <ActionButton variant="primary" size="large" onClick={review} className="order-bar__review">
              Review
            </ActionButton>
          </div>
        </div>
      </Form>

      <MissingDetailsModal labels={details.missingLabels} onClose={details.closeMissing} />
      <SummaryDialog
        open={summary !== null}
        sending={sendingNow}
        onBack={() => setSummary(null)}
        footer={[
          <Button key="back" onClick={() => setSummary(null)} disabled={sendingNow}>
            Edit order
          </Button>,
          <Button key="confirm" type="primary" onClick={confirm} loading={sendingNow} disabled={sendingNow}>
            Confirm
          </Button>,
        ]}
      >
        {summary ? (
          <div className="order-summary">
            {submitError ? (
              <InlineAlert
                type="error"
                title={[submitError.message, ...submitError.details].join(' ')}
                className="order-summary__error"
              />
            ) : null}
            <SummaryFacts customer={summary.customer} orderType={summary.orderType} />
            <SummaryList label={ADVANCE_LIST_LABELS.vegetablesList} text={summary.vegetablesList ?? ''} />
            <SummaryList label={ADVANCE_LIST_LABELS.groceriesList} text={summary.groceriesList ?? ''} />
            <p className="muted summary-note">
              The store prices your lists when packing and confirms the amount with you.
            </p>
          </div>
        ) : null}
      </SummaryDialog>
    </ConfigProvider>
  );
}

function SummaryList(props: { label: string; text: string }) {
  if (props.text === '') return null;
  return (
    <div className="summary-instructions">
      <h4>{props.label}</h4>
      <p>{props.text}</p>
    </div>
  );
}
