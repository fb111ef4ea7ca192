import {
  ADVANCE_LIST_LABELS,
  ADVANCE_ORDER_MESSAGES,
  ADVANCE_ORDER_TYPES,
  advanceCustomerSchema,
  ORDER_TEXT_LIMITS,
  type PlaceAdvanceOrderRequest,
} from '@kadai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/plain/button.tsx';
import { Field } from '../../../components/plain/field.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import { TextArea } from '../../../components/plain/text-area.tsx';
import { toApiRequestError } from '../../../lib/api-client.ts';
import { isOffline, keepOrderForLater, useQueuedOrderLandings } from '../../../lib/offline-orders-landing.ts';
import { useSubmitKey } from '../../../lib/use-submit-key.ts';
import { usePlaceAdvanceOrder } from '../api/place-advance-order.ts';
import { useDetailsCheck } from '../hooks/use-details-check.ts';
import { type FieldRules, type FormFields, useFormFields } from '../hooks/use-form-fields.ts';
import {
  ADVANCE_FORM_LABELLING,
  type AdvanceFormField,
  type AdvanceFormValues,
  isAdvanceFormField,
  toAdvanceOrderRequest,
} from '../utils/advance-order-values.ts';
import { splitSubmitError } from '../utils/form-errors.ts';
import { ADVANCE_ORDERS_PATH, landedReceipt, thankYouPath } from '../utils/landed-order.ts';
import { AdvanceOrderSummary } from './advance-order-summary.tsx';
import { MissingDetailsModal } from './missing-details-modal.tsx';
import { OrderTypePanel, orderTypeRule } from './order-type-field.tsx';
import { customerRules, PersonalDetailsFields } from './personal-details-fields.tsx';
import './advance-order-form.css';

const LIST_ROWS = 6;

type SubmitError = { message: string; details: string[] };

/** The advance form's checks: the contract's advance details (last name, address line 2), and an order type. */
function advanceFormRules(): FieldRules<AdvanceFormValues> {
  return { ...customerRules(advanceCustomerSchema), orderType: orderTypeRule };
}

/**
 * The advance order form (ordering.md §2.6): the customer's details, a vegetables list and a
 * groceries list in their own words, and Door Delivery or Pickup. Review checks it as the main
 * form does (the same messages, the same missing-details dialog), the summary confirms it, and
 * Confirm sends it once however often it is pressed.
 */
export function AdvanceOrderForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeOrder = usePlaceAdvanceOrder();
  const [listProblem, setListProblem] = useState<string | null>(null);
  const [summary, setSummary] = useState<PlaceAdvanceOrderRequest | null>(null);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  // An order confirmed with the network off, kept on this phone until the shop has it.
  const [savedOffline, setSavedOffline] = useState(false);
  // A retry of the same order reuses its key, an edited order gets a new one.
  const submitKey = useSubmitKey();
  // Set before the request leaves: a second click in the same frame finds it and sends nothing.
  const sending = useRef(false);

  const [rules] = useState(advanceFormRules);
  const form = useFormFields<AdvanceFormValues>({
    name: 'advance-order',
    initialValues: {},
    rules,
    onValuesChange: (changed) => {
      if ('vegetablesList' in changed || 'groceriesList' in changed) {
        setListProblem(null);
        form.setErrors([{ name: 'vegetablesList', errors: [] }]);
      }
    },
  });
  const details = useDetailsCheck<AdvanceFormValues, AdvanceFormField>({
    form,
    labelling: ADVANCE_FORM_LABELLING,
  });

  const review = () => {
    setSubmitError(null);
    setListProblem(null);
    const values = details.check();
    if (!values?.orderType) return; // the check guarantees an order type; this narrows the type
    const request = toAdvanceOrderRequest({ ...values, orderType: values.orderType });
    if (request.vegetablesList === '' && request.groceriesList === '') {
      setListProblem(ADVANCE_ORDER_MESSAGES.nothingListed);
      form.setErrors([{ name: 'vegetablesList', errors: [ADVANCE_ORDER_MESSAGES.nothingListed] }]);
      form.scrollToField('vegetablesList', { focus: true });
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
        onSuccess: showReceipt,
        onError: (error) => {
          if (isOffline(error)) void saveForLater(summary);
          else showSubmitError(error);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const showReceipt = (receipt: { orderId: string; receiptKey: string }) => {
    submitKey.succeeded();
    navigate(thankYouPath(ADVANCE_ORDERS_PATH, receipt));
  };

  /** No network at Confirm: the order waits on this phone and is sent, with the same key, once it returns. */
  const saveForLater = async (request: PlaceAdvanceOrderRequest) => {
    try {
      await keepOrderForLater({ key: submitKey.keyFor(request), path: ADVANCE_ORDERS_PATH, request });
    } catch (error) {
      // The phone could not keep it (storage refused): the customer is told to try again, as before.
      showSubmitError(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    setSummary(null);
    setSavedOffline(true);
  };

  // A kept order reached the shop (sent by this page or the service worker): its thank-you page,
  // or why it was refused, under its field as after a Confirm.
  useQueuedOrderLandings(ADVANCE_ORDERS_PATH, (landing) => {
    setSavedOffline(false);
    if (landing.outcome === 'refused') {
      showSubmitError(toApiRequestError(landing.status, landing.body));
      return;
    }
    const receipt = landedReceipt(queryClient, landing);
    if (receipt) showReceipt(receipt);
  });

  const showSubmitError = (caught: Error) => {
    const { error, onFields, elsewhere } = splitSubmitError(caught, isAdvanceFormField);
    submitKey.failed(error);
    form.setErrors(onFields);
    setSubmitError({ message: error.message, details: elsewhere.map((field) => field.message) });
    const first = onFields[0];
    if (first) {
      // Back to the form, where the server's message stands under its field.
      setSummary(null);
      form.scrollToField(first.name);
    }
  };

  return (
    // Filled on a phone, with a thumb: every box, radio and button here is at least 44 px tall.
    <div className="advance-form">
      {/* Enter in a box sends nothing: the order goes only by Review and Confirm. */}
      <form
        name="advance-order"
        className="order-form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <section className="panel" aria-labelledby="advance-details-heading">
          <h2 id="advance-details-heading" className="panel__title">
            Your details
          </h2>
          <PersonalDetailsFields form={form} schema={advanceCustomerSchema} />
        </section>

        <section className="panel" aria-labelledby="advance-lists-heading">
          <h2 id="advance-lists-heading" className="panel__title">
            Your lists
          </h2>
          <p className="muted advance-form__hint">
            Write what you need, one item a line with how much (for example “Drumstick 1 kg”). Either list may
            be left empty, not both.
          </p>
          <ListField form={form} name="vegetablesList" />
          <ListField form={form} name="groceriesList" />
        </section>

        <OrderTypePanel form={form} orderTypes={ADVANCE_ORDER_TYPES} />

        <div className="order-bar">
          {savedOffline && !submitError && !listProblem ? (
            <div role="status" className="order-saved-offline order-bar__notice">
              Saved on this phone, will be sent when you are back online
            </div>
          ) : listProblem ? (
            <div className="order-bar__notice">
              {/* Announced by the message under the list; here it stays in sight above Review. */}
              <Notice type="warning" title={listProblem} role="status" />
            </div>
          ) : submitError && !summary ? (
            // Why the last Confirm did not go through, kept in sight once the summary has closed.
            <div className="order-bar__notice">
              <Notice
                type="error"
                title={submitError.message}
                description={submitError.details.join(' ') || undefined}
              />
            </div>
          ) : null}
          <div className="order-bar__inner">
            <span className="muted">Placed ahead; the store confirms the amount.</span>
            <Button variant="primary" size="large" onClick={review} className="order-bar__review">
              Review
            </Button>
          </div>
        </div>
      </form>

      <MissingDetailsModal labels={details.missingLabels} onClose={details.closeMissing} />
      <AdvanceOrderSummary
        summary={summary}
        sending={placeOrder.isPending}
        error={submitError ? [submitError.message, ...submitError.details].join(' ') : null}
        onBack={() => setSummary(null)}
        onConfirm={confirm}
      />
    </div>
  );
}

/** One of the two lists, in the customer's own words. */
function ListField(props: { form: FormFields<AdvanceFormValues>; name: 'vegetablesList' | 'groceriesList' }) {
  const { form, name } = props;
  return (
    <Field id={form.idOf(name)} label={ADVANCE_LIST_LABELS[name]} error={form.errors[name]}>
      {(control) => (
        <TextArea
          {...control}
          rows={LIST_ROWS}
          maxLength={ORDER_TEXT_LIMITS.others}
          value={form.values[name] ?? ''}
          onChange={(event) => form.setValue(name, event.target.value)}
          onBlur={() => form.blur(name)}
        />
      )}
    </Field>
  );
}
