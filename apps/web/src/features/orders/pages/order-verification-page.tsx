import {
  VERIFICATION_MESSAGES,
  type Verification,
  type VerificationItem,
  verificationProblem,
} from '@kadai/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/plain/button.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import { useConfirmVerification, useMarkVerificationItem } from '../api/verification.ts';
import { useVerificationRoute } from '../components/verification-route.tsx';

/** The read-only view's address (ordering.md §1: custorderverified/{orderId}), with the link's key. */
export function verifiedPath(orderId: string, key: string): string {
  return `/custorderverified/${encodeURIComponent(orderId)}?${new URLSearchParams({ key })}`;
}

/**
 * customerorderverification/{orderId}?key=… (ordering.md §2.8): the customer marks each delivered
 * item like or dislike (a dislike with a comment), gives an overall comment and confirms. Each mark
 * is saved as it is made, so a reload or another phone carries on where they stopped.
 */
export function OrderVerificationPage() {
  const route = useVerificationRoute();
  const [confirmed, setConfirmed] = useState(false);
  if (route.data === null) return route.fallback;
  if (confirmed) return <Verified orderId={route.orderId} verificationKey={route.key} />;
  if (route.data.verified) return <Navigate to={verifiedPath(route.orderId, route.key)} replace />;
  return (
    <VerificationForm
      verification={route.data}
      verificationKey={route.key}
      onConfirmed={() => setConfirmed(true)}
    />
  );
}

function Verified(props: { orderId: string; verificationKey: string }) {
  return (
    <section className="panel thank-you">
      <div className="thank-you__head">
        <svg className="thank-you__tick" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path d="m14 25 7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h1>{VERIFICATION_MESSAGES.verified}</h1>
      </div>
      <Link to={verifiedPath(props.orderId, props.verificationKey)} className="button-link">
        See what you told us
      </Link>
    </section>
  );
}

function VerificationForm(props: {
  verification: Verification;
  verificationKey: string;
  onConfirmed: () => void;
}) {
  const { verification } = props;
  const ref = { orderId: verification.orderId, key: props.verificationKey };
  const mark = useMarkVerificationItem(ref);
  const confirm = useConfirmVerification(ref);
  // Comments as typed; saved when the box is left.
  const [feedback, setFeedback] = useState<ReadonlyMap<number, string>>(
    () => new Map(verification.items.map((item) => [item.lineNo, item.feedback ?? ''])),
  );
  // Verdicts chosen here, shown at once; one that the shop refuses goes back to what it holds.
  const [chosen, setChosen] = useState<ReadonlyMap<number, 0 | 1>>(() => new Map());
  const [overall, setOverall] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Marks go one after another, in the order they were made (a quick Like then Dislike ends as
  // Dislike), and a Confirm pressed while some are on their way is sent after them.
  const marks = useRef<Promise<void>>(Promise.resolve());
  const [marksSending, setMarksSending] = useState(0);
  const [confirmWaiting, setConfirmWaiting] = useState(false);

  const items = verification.items.map((item) => ({
    ...item,
    dislike: chosen.get(item.lineNo) ?? item.dislike,
    feedback: feedback.get(item.lineNo) ?? '',
  }));
  const save = (item: VerificationItem, dislike: 0 | 1, text: string) => {
    setMarksSending((n) => n + 1);
    marks.current = marks.current
      .then(() => mark.mutateAsync({ lineNo: item.lineNo, dislike, feedback: dislike === 1 ? text : null }))
      .then(
        () => undefined,
        (failure: Error) => {
          setChosen((current) => withoutKey(current, item.lineNo));
          setError(failure.message);
          setConfirmWaiting(false);
        },
      )
      .finally(() => setMarksSending((n) => n - 1));
  };

  const choose = (item: VerificationItem, dislike: 0 | 1) => {
    setError(null);
    // Moving on while another dislike has no comment: a reminder, not a refusal (§5).
    const silent = items.find(
      (other) => other.lineNo !== item.lineNo && other.dislike === 1 && !other.feedback.trim(),
    );
    setNotice(silent ? VERIFICATION_MESSAGES.feedbackForMovingOn(silent.name) : null);
    setChosen((current) => new Map(current).set(item.lineNo, dislike));
    save(item, dislike, feedback.get(item.lineNo) ?? '');
  };

  const sendConfirm = () => {
    const problem = verificationProblem(items, overall);
    if (problem) {
      setError(problem.message);
      return;
    }
    setError(null);
    confirm.mutate(
      { overallComment: overall },
      { onSuccess: props.onConfirmed, onError: (failure) => setError(failure.message) },
    );
  };
  const sendConfirmNow = useRef(sendConfirm);
  sendConfirmNow.current = sendConfirm;

  // Sent from the effect below: by then a comment saved as its box lost focus to Confirm is counted.
  const submit = () => {
    setNotice(null);
    setConfirmWaiting(true);
  };
  useEffect(() => {
    if (!confirmWaiting || marksSending > 0) return;
    setConfirmWaiting(false);
    sendConfirmNow.current();
  }, [confirmWaiting, marksSending]);

  return (
    <article className="panel verify">
      <title>{`Verify order ${verification.orderId} · Kadai`}</title>
      <h1 className="panel__title">Your order {verification.orderId}</h1>
      <p className="muted">
        {verification.customerName ? `${verification.customerName}, how` : 'How'} was each item? Your comments
        go to the kitchen and the store.
      </p>
      <ul className="verify-list">
        {items.map((item) => (
          <li key={item.lineNo} className="verify-item" data-testid={`verify-item-${item.lineNo}`}>
            <div className="verify-item__name">
              <span>{item.name}</span>
              <span className="muted">
                {' '}
                · {item.pack} × {item.quantity}
              </span>
            </div>
            <fieldset className="verify-item__choices">
              <legend className="visually-hidden">Your verdict on {item.name}</legend>
              <button
                type="button"
                className="verify-choice verify-choice--like"
                aria-pressed={item.dislike === 0}
                onClick={() => choose(item, 0)}
              >
                Like
              </button>
              <button
                type="button"
                className="verify-choice verify-choice--dislike"
                aria-pressed={item.dislike === 1}
                onClick={() => choose(item, 1)}
              >
                Dislike
              </button>
            </fieldset>
            {item.dislike === 1 ? (
              <label className="verify-item__feedback">
                <span>Your feedback for {item.name}</span>
                <textarea
                  rows={2}
                  maxLength={1000}
                  value={item.feedback}
                  onChange={(event) =>
                    setFeedback((current) => new Map(current).set(item.lineNo, event.target.value))
                  }
                  onBlur={(event) => save(item, 1, event.target.value)}
                />
              </label>
            ) : null}
          </li>
        ))}
      </ul>
      <label className="verify-overall">
        <span>Overall comment</span>
        <textarea
          rows={3}
          maxLength={2000}
          value={overall}
          onChange={(event) => setOverall(event.target.value)}
        />
      </label>
      {notice ? (
        <p role="status" className="verify-notice">
          {notice}
        </p>
      ) : null}
      {error ? <Notice type="error" title={error} /> : null}
      <Button variant="primary" size="large" loading={confirm.isPending || confirmWaiting} onClick={submit}>
        Confirm
      </Button>
    </article>
  );
}

function withoutKey<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}
