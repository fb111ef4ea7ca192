import { customerSchema } from '@kadai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiRequestError } from '../../../lib/api-client.ts';
import { isOffline, keepOrderForLater, useQueuedOrderLandings } from '../../../lib/offline-orders-landing.ts';
import { useSubmitKey } from '../../../lib/use-submit-key.ts';
import { catalogueQueryOptions } from '../../catalogue/index.ts';
import { loadPendingPayment, payOrder, savePendingPayment } from '../../payments/index.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { useDetailsCheck } from '../hooks/use-details-check.ts';
import { useDraftAutosave } from '../hooks/use-draft-autosave.ts';
import { type FieldRules, useFormFields } from '../hooks/use-form-fields.ts';
import { useOrderFormLayout } from '../order-form-layout.ts';
import { CHENNAI_FORM, type OrderVariant, OrderVariantContext } from '../order-variant.ts';
import { createQuantityStore, QuantityStoreContext } from '../stores/quantity-store.ts';
import { buildCatalogueIndex } from '../utils/catalogue-index.ts';
import { lineErrorDetails, splitSubmitError } from '../utils/form-errors.ts';
import { landedReceipt, ORDERS_PATH, thankYouPath } from '../utils/landed-order.ts';
import { loadDraft } from '../utils/order-draft.ts';
import {
  CUSTOMER_FIELDS,
  isFormField,
  ORDER_FORM_LABELLING,
  type OrderFormField,
  type OrderFormValues,
  toPlaceOrderRequest,
} from '../utils/order-form-values.ts';
import { collectOrderLines, estimateTotal } from '../utils/order-lines.ts';
import { forgetCustomer, loadRememberedCustomer, rememberCustomer } from '../utils/remembered-customer.ts';
import { reviewProblem as findReviewProblem } from '../utils/review-problem.ts';
import { AnythingElsePanel } from './anything-else-panel.tsx';
import { type CatalogueState, ItemsPanel } from './items-panel.tsx';
import { OrderBar } from './order-bar.tsx';
import { renderOrderFormNotice, type SubmitError } from './order-form-notice.tsx';
import type { OrderSummary } from './order-summary-modal.tsx';
import { OrderTypePanel, orderTypeRule } from './order-type-field.tsx';
import { customerRules } from './personal-details-fields.tsx';
import { YourDetailsPanel } from './your-details-panel.tsx';

// The dialogs load on the way to Review, not with the page: they are not needed to fill the form.
const loadMissingDetailsModal = () => import('./missing-details-modal.tsx');
const loadOrderSummaryModal = () => import('./order-summary-modal.tsx');
const MissingDetailsModal = lazy(() =>
  loadMissingDetailsModal().then((m) => ({ default: m.MissingDetailsModal })),
);
const OrderSummaryModal = lazy(() => loadOrderSummaryModal().then((m) => ({ default: m.OrderSummaryModal })));
function preloadDialogs() {
  void loadMissingDetailsModal();
  void loadOrderSummaryModal();
}

export function OrderForm({
  catalogue,
  variant = CHENNAI_FORM,
  notice,
}: {
  catalogue: CatalogueState;
  variant?: OrderVariant;
  /** Shown above the form (Bangalore: a payment that was cancelled). */
  notice?: ReactNode;
}) {
  // Details before or after the catalogue (?layout=, order-form-layout.ts).
  const layout = useOrderFormLayout();
  const [remembered] = useState(loadRememberedCustomer);
  const [remember, setRemember] = useState(remembered !== null);
  const [draft] = useState(() => {
    const loaded = loadDraft(variant.draftKey);
    const orderType = loaded.values.orderType ?? variant.defaultOrderType;
    // A remembered customer's details fill a form that has none of its own yet.
    const startsEmpty = CUSTOMER_FIELDS.every((field) => !loaded.values[field]);
    const customer = startsEmpty && remembered ? remembered : {};
    return { ...loaded, values: { ...customer, ...loaded.values, ...(orderType && { orderType }) } };
  });
  const [store] = useState(() => createQuantityStore(draft.quantities));
  const autosave = useDraftAutosave({ store, initialValues: draft.values, draftKey: variant.draftKey });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeOrder = usePlaceOrder();
  // Bangalore: from placing the order until the browser leaves for the gateway.
  const [paying, setPaying] = useState(false);

  const index = useMemo(
    () => (catalogue.data ? buildCatalogueIndex(catalogue.data) : null),
    [catalogue.data],
  );

  // Why Review could not open the summary: nothing ordered, or a quantity out of range.
  const [reviewProblem, setReviewProblem] = useState<string | null>(null);
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const [summary, setSummary] = useState<OrderSummary | null>(null);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  // The order confirmed with the network off, kept on this phone until the shop has it.
  const [savedOffline, setSavedOffline] = useState<OrderSummary | null>(null);
  // A retry of the same order reuses its key, an edited order gets a new one.
  const submitKey = useSubmitKey();
  const sending = useRef(false);

  // A changed order answers "nothing ordered": drop that notice on the first quantity typed.
  const hasReviewProblem = useRef(false);
  useEffect(() => {
    hasReviewProblem.current = reviewProblem !== null;
  }, [reviewProblem]);
  useEffect(
    () =>
      store.subscribe(() => {
        if (hasReviewProblem.current) setReviewProblem(null);
      }),
    [store],
  );

  const onValuesChange = useCallback(
    (changed: Partial<OrderFormValues>, all: OrderFormValues) => {
      autosave.valuesChanged(all);
      if ('others' in changed) setReviewProblem(null);
    },
    [autosave],
  );
  const [rules] = useState(orderFormRules);
  const form = useFormFields<OrderFormValues>({
    name: 'order',
    initialValues: draft.values,
    rules,
    onValuesChange,
  });
  const details = useDetailsCheck<OrderFormValues, OrderFormField>({ form, labelling: ORDER_FORM_LABELLING });

  const review = () => {
    if (!index) return;
    setSubmitError(null);
    setReviewProblem(null);
    setDialogsUsed(true);
    const values = details.check();
    if (!values) return;

    const lines = collectOrderLines({ index, quantities: store.entries(), counts: variant.counts });
    const problem = findReviewProblem({ lines, others: values.others, paysByCard: variant.paysByCard });
    if (problem) {
      setReviewProblem(problem);
      return;
    }
    if (!values.orderType) return; // the check guarantees it; this narrows the type
    setSummary({
      request: toPlaceOrderRequest({ values, orderType: values.orderType, lines }),
      lines,
      total: estimateTotal(lines),
    });
  };

  const confirm = () => {
    if (!summary || sending.current) return;
    const body = JSON.stringify(summary.request);
    if (variant.paysByCard) {
      void confirmAndPay(summary, body);
      return;
    }
    sending.current = true;
    setSubmitError(null);
    placeOrder.mutate(
      { request: summary.request, idempotencyKey: submitKey.keyFor(summary.request) },
      {
        onSuccess: (receipt) => {
          keepOrForgetCustomer();
          autosave.discard();
          submitKey.succeeded();
          navigate(thankYouPath(ORDERS_PATH, receipt));
        },
        onError: (error) => {
          if (isOffline(error)) void saveForLater(summary);
          else showSubmitError(error, summary);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  /**
   * Bangalore's Confirm & Pay: the order is placed (once: a retry of the same order reuses it), then
   * a payment attempt is started and the browser posts it to the gateway. The draft stays until the
   * payment page sees the payment verified, so Modify Order after a cancel still has everything.
   */
  const confirmAndPay = async (sent: OrderSummary, body: string) => {
    sending.current = true;
    setPaying(true);
    setSubmitError(null);
    try {
      const pending = loadPendingPayment();
      let order = pending?.body === body ? { orderId: pending.orderId, key: pending.key } : null;
      if (!order) {
        const receipt = await placeOrder.mutateAsync({
          request: sent.request,
          idempotencyKey: submitKey.keyFor(sent.request),
        });
        order = { orderId: receipt.orderId, key: receipt.receiptKey };
        savePendingPayment({ body, ...order });
        keepOrForgetCustomer();
      }
      autosave.save();
      await payOrder(order);
      // The page is leaving for the gateway: the button stays busy until it has gone.
    } catch (error) {
      sending.current = false;
      setPaying(false);
      showSubmitError(error instanceof Error ? error : new Error(String(error)), sent);
    }
  };

  /** No network at Confirm: the order waits on this phone and is sent, with the same key, once it returns. */
  const saveForLater = async (sent: OrderSummary) => {
    try {
      await keepOrderForLater({
        key: submitKey.keyFor(sent.request),
        path: ORDERS_PATH,
        request: sent.request,
      });
    } catch (error) {
      // The phone could not keep it (storage refused): the customer is told to try again, as before.
      showSubmitError(error instanceof Error ? error : new Error(String(error)), sent);
      return;
    }
    setSummary(null);
    setSavedOffline(sent);
  };

  // Only the main form keeps orders: Bangalore's are paid at Confirm, so it claims none of them.
  useQueuedOrderLandings(variant.paysByCard ? null : ORDERS_PATH, (landing) => {
    if (landing.outcome === 'placed') {
      const receipt = landedReceipt(queryClient, landing);
      if (!receipt) return;
      keepOrForgetCustomer();
      autosave.discard();
      submitKey.succeeded();
      navigate(thankYouPath(ORDERS_PATH, receipt));
      return;
    }
    const sent = savedOffline ?? {
      request: landing.order.request as OrderSummary['request'],
      lines: [],
      total: 0,
    };
    setSavedOffline(null);
    showSubmitError(toApiRequestError(landing.status, landing.body), sent);
  });

  /** Once an order is placed: its details kept on this device if the box is ticked, else forgotten. */
  const keepOrForgetCustomer = () => {
    if (remember) rememberCustomer(form.getValues());
    else forgetCustomer();
  };

  const showSubmitError = (caught: Error, sent: OrderSummary) => {
    const { error, onFields: fieldErrors, elsewhere } = splitSubmitError(caught, isFormField);
    submitKey.failed(error);
    const details = lineErrorDetails(elsewhere, sent.lines);
    if (error.fields.some((f) => f.path.startsWith('items'))) {
      // An item may have gone off the shelf since the page loaded: show the current list.
      void queryClient.invalidateQueries({ queryKey: catalogueQueryOptions().queryKey });
    }
    form.setErrors(fieldErrors);
    setSubmitError({ message: error.message, details });
    const firstField = fieldErrors[0];
    if (firstField) {
      setSummary(null);
      form.scrollToField(firstField.name);
    }
  };

  const detailsSection = (
    <YourDetailsPanel
      form={form}
      remember={remember}
      onRememberChange={setRemember}
      onForget={() => {
        forgetCustomer();
        setRemember(false);
      }}
      remembered={remembered !== null}
    />
  );

  return (
    <OrderVariantContext value={variant}>
      <QuantityStoreContext value={store}>
        {/* Enter in a box sends nothing: the order goes only by Review and Confirm. */}
        <form name="order" className="order-form" noValidate onSubmit={(event) => event.preventDefault()}>
          {notice}
          {layout === 'details-first' ? detailsSection : null}

          <ItemsPanel index={index} catalogue={catalogue} />

          <AnythingElsePanel form={form} />

          <OrderTypePanel form={form} />

          {/* Products first: the details come last, just above Review, where a phone's checkout ends. */}
          {layout === 'products-first' ? detailsSection : null}

          <OrderBar
            index={index}
            onReview={review}
            onReviewIntent={preloadDialogs}
            notice={
              savedOffline && !submitError && !reviewProblem ? (
                <div role="status" className="order-saved-offline">
                  Saved on this phone, will be sent when you are back online
                </div>
              ) : (
                renderOrderFormNotice({ reviewProblem, submitError, summaryOpen: summary !== null })
              )
            }
          />
        </form>

        {dialogsUsed ? (
          <Suspense fallback={null}>
            <MissingDetailsModal labels={details.missingLabels} onClose={details.closeMissing} />
            <OrderSummaryModal
              summary={summary}
              sending={placeOrder.isPending || paying}
              error={submitError ? [submitError.message, ...submitError.details].join(' ') : null}
              onConfirm={confirm}
              onBack={() => setSummary(null)}
            />
          </Suspense>
        ) : null}
      </QuantityStoreContext>
    </OrderVariantContext>
  );
}

/** The main form's checks: the contract's for the details, and an order type chosen. */
function orderFormRules(): FieldRules<OrderFormValues> {
  return { ...customerRules(customerSchema), orderType: orderTypeRule };
}
