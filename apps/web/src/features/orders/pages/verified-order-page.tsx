import { Link } from 'react-router';
import { CustomerMessagePage } from '../components/customer-page-state.tsx';
import { useVerificationRoute } from '../components/verification-route.tsx';

const verifiedOn = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** custorderverified/{orderId}?key=… (ordering.md §1): what the customer told us, read only. */
export function VerifiedOrderPage() {
  const route = useVerificationRoute();
  if (route.data === null) return route.fallback;
  const { data, orderId, key } = route;
  if (!data.verified) {
    return (
      <CustomerMessagePage title={`Order ${orderId} · Kadai`} heading="This order is not verified yet.">
        <Link
          to={`/customerorderverification/${encodeURIComponent(orderId)}?${new URLSearchParams({ key })}`}
          className="button-link"
        >
          Verify it now
        </Link>
      </CustomerMessagePage>
    );
  }
  return (
    <article className="panel verify">
      <title>{`Order ${data.orderId} verified · Kadai`}</title>
      <h1 className="panel__title">Order {data.orderId}: verified</h1>
      {data.verifiedAt ? (
        <p className="muted">Verified on {verifiedOn.format(new Date(data.verifiedAt))}</p>
      ) : null}
      <ul className="verify-list">
        {data.items.map((item) => (
          <li key={item.lineNo} className="verify-item" data-testid={`verified-item-${item.lineNo}`}>
            <div className="verify-item__name">
              <span>{item.name}</span>
              <span className="muted">
                {' '}
                · {item.pack} × {item.quantity}
              </span>
            </div>
            <strong className={item.dislike === 1 ? 'verify-verdict--dislike' : 'verify-verdict--like'}>
              {item.dislike === 1 ? 'Disliked' : 'Liked'}
            </strong>
            {item.feedback ? <p className="pre-wrap">{item.feedback}</p> : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="verify-overall">
        <h2 id="verify-overall" className="panel__title">
          Overall comment
        </h2>
        <p className="pre-wrap">{data.overallComment}</p>
      </section>
    </article>
  );
}
