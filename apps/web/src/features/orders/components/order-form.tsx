import {
  ORDER_FORM_MESSAGES,
  type OrderFormCatalogue,
  orderLineInputSchema,
  orderQuantityProblem,
  SPECIAL_INSTRUCTIONS_ROWS,
} from '@kadai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../../components/action-button.tsx';
import { InlineAlert } from '../../../components/inline-alert.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useSubmitKey } from '../../../lib/use-submit-key.ts';
import { catalogueQueryOptions } from '../../catalogue/index.ts';
import { loadPendingPayment, payOrder, savePendingPayment } from '../../payments/index.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { useDetailsCheck } from '../hooks/use-details-check.ts';
import { useDraftAutosave } from '../hooks/use-draft-autosave.ts';
import { useOrderFormLayout } from '../order-form-layout.ts';
import { CHENNAI_FORM, type OrderVariant, OrderVariantContext } from '../order-variant.ts';
import { createQuantityStore, QuantityStoreContext } from '../stores/quantity-store.ts';
import { buildCatalogueIndex } from '../utils/catalogue-index.ts';
import { splitSubmitError } from '../utils/form-errors.ts';
import { loadDraft } from '../utils/order-draft.ts';
import {
  CUSTOMER_FIELDS,
  FIELD_LABELS,
  isFormField,
  ORDER_FORM_LABELLING,
  type OrderFormValues,
  toPlaceOrderRequest,
} from '../utils/order-form-values.ts';
import { collectOrderLines, estimateTotal } from '../utils/order-lines.ts';
import { forgetCustomer, loadRememberedCustomer, rememberCustomer } from '../utils/remembered-customer.ts';
import { BrochureLink } from './brochure-link.tsx';
import { CatalogueBrowser } from './catalogue-browser.tsx';
import { OrderBar } from './order-bar.tsx';
import type { OrderSummary } from './order-summary-modal.tsx';
import { OrderTypePanel } from './order-type-field.tsx';
import { PersonalDetailsFields } from './personal-details-fields.tsx';
import { RememberDetails } from './remember-details.tsx';
import { renderRequiredMark } from './required-mark.tsx';

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

type CatalogueState = { data: OrderFormCatalogue | undefined; error: Error | null; retry: () => void };
type SubmitError = { message: string; details: string[] };

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
  const [form] = Form.useForm<OrderFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeOrder = usePlaceOrder();
  // Bangalore: from placing the order until the browser leaves for the gateway.
  const [paying, setPaying] = useState(false);

  const index = useMemo(
    () => (catalogue.data ? buildCatalogueIndex(catalogue.data) : null),
    [catalogue.data],
  );

  const details = useDetailsCheck({ form, isField: isFormField, labelling: ORDER_FORM_LABELLING });
  const { recheckChanged } = details;
  // Why Review could not open the summary: nothing ordered, or a quantity out of range.
  const [reviewProblem, setReviewProblem] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const [summary, setSummary] = useState<OrderSummary | null>(null);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
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
      recheckChanged(changed);
    },
    [autosave, recheckChanged],
  );

  const review = async () => {
    if (!index) return;
    setSubmitError(null);
    setReviewProblem(null);
    setDialogsUsed(true);
    setReviewing(true);
    let values: OrderFormValues | null;
    try {
      values = await details.check();
    } finally {
      setReviewing(false);
    }
    if (!values) return;

    const lines = collectOrderLines({ index, quantities: store.entries(), counts: variant.counts });
    for (const line of lines) {
      const check = orderLineInputSchema.safeParse({ itemId: line.item.id, quantity: line.quantity });
      // The same two checks as the server: the line's own, then its unit's (pieces are whole).
      const problem = check.success
        ? orderQuantityProblem(line.quantity, line.item.u)
        : (check.error.issues[0]?.message ?? ORDER_FORM_MESSAGES.quantity);
      if (problem) {
        setReviewProblem(`${line.item.name}: ${problem}`);
        return;
      }
    }
    if (variant.paysByCard && lines.length === 0) {
      setReviewProblem(ORDER_FORM_MESSAGES.nothingToPay);
      return;
    }
    if (lines.length === 0 && (values.others ?? '').trim() === '') {
      setReviewProblem(ORDER_FORM_MESSAGES.nothingOrdered);
      return;
    }
    if (!values.orderType) return; // validateFields guarantees it; this narrows the type
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
          const key = encodeURIComponent(receipt.receiptKey);
          navigate(`/thank-you/${encodeURIComponent(receipt.orderId)}?key=${key}`);
        },
        onError: (error) => showSubmitError(error, summary),
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

  /** Once an order is placed: its details kept on this device if the box is ticked, else forgotten. */
  const keepOrForgetCustomer = () => {
    if (remember) rememberCustomer(form.getFieldsValue(true));
    else forgetCustomer();
  };

  const showSubmitError = (caught: Error, sent: OrderSummary) => {
    const { error, onFields: fieldErrors, elsewhere } = splitSubmitError(caught, isFormField);
    submitKey.failed(error);
    const details = elsewhere.map((field) => {
      const lineIndex = /^items\.(\d+)/.exec(field.path)?.[1];
      const line = lineIndex === undefined ? undefined : sent.lines[Number(lineIndex)];
      return line ? `${line.item.name}: ${field.message}` : field.message;
    });
    if (error.fields.some((f) => f.path.startsWith('items'))) {
      // An item may have gone off the shelf since the page loaded: show the current list.
      void queryClient.invalidateQueries({ queryKey: catalogueQueryOptions().queryKey });
    }
    form.setFields(fieldErrors);
    setSubmitError({ message: error.message, details });
    const firstField = fieldErrors[0];
    if (firstField) {
      setSummary(null);
      form.scrollToField(firstField.name, { behavior: 'smooth', block: 'center' });
    }
  };

  const detailsSection = (
    <section className="panel" aria-labelledby="details-heading">
      <h2 id="details-heading" className="panel__title">
        Your details
      </h2>
      <PersonalDetailsFields />
      <RememberDetails
        remember={remember}
        onChange={setRemember}
        onForget={() => {
          forgetCustomer();
          setRemember(false);
        }}
        remembered={remembered !== null}
      />
    </section>
  );

  return (
    <OrderVariantContext value={variant}>
      <QuantityStoreContext value={store}>
        <Form<OrderFormValues>
          form={form}
          name="order"
          layout="vertical"
          validateTrigger="onBlur"
          initialValues={draft.values}
          onValuesChange={onValuesChange}
          requiredMark={renderRequiredMark}
          className="order-form"
        >
          {notice}
          {layout === 'details-first' ? detailsSection : null}

          <section className="panel" aria-labelledby="items-heading">
            <div className="panel__head">
              <h2 id="items-heading" className="panel__title">
                Choose your items
              </h2>
              <BrochureLink />
            </div>
            {index ? (
              <CatalogueBrowser index={index} />
            ) : catalogue.error ? (
              <InlineAlert
                type="error"
                title="We couldn't load today's items."
                description={catalogue.error.message}
                action={
                  <ActionButton size="small" onClick={catalogue.retry}>
                    Try again
                  </ActionButton>
                }
              />
            ) : (
              <LoadingBlock label="Loading today's items…" />
            )}
          </section>

          <section className="panel" aria-labelledby="instructions-heading">
            <h2 id="instructions-heading" className="panel__title">
              Anything else?
            </h2>
            <Form.Item
              name="others"
              label={FIELD_LABELS.others}
              extra="Items not on the list, brands you prefer, or notes for delivery."
            >
              <TextArea rows={SPECIAL_INSTRUCTIONS_ROWS} maxLength={4000} />
            </Form.Item>
          </section>

          <OrderTypePanel />

          {/* Products first: the details come last, just above Review (phone checkout, issue 16). */}
          {layout === 'products-first' ? detailsSection : null}

          <OrderBar
            index={index}
            onReview={review}
            onReviewIntent={preloadDialogs}
            reviewing={reviewing}
            notice={
              reviewProblem ? (
                <InlineAlert type="warning" title={reviewProblem} />
              ) : submitError && !summary ? (
                <InlineAlert
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
              ) : null
            }
          />
        </Form>

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
