import { Link, Outlet } from 'react-router';
import { Notice } from '../components/plain/notice.tsx';
import { useLandedOrderPages } from '../features/orders/hooks/use-landed-order-pages.ts';

/**
 * The customer's frame: shop header, a readable column, a short footer. Its colours are the theme's
 * as plain CSS variables (theme-tokens.css): no antd here, so none in the customer's first download.
 * An order kept on the phone while offline is shown on whichever page is open when it lands: its
 * thank-you page, or over a form being filled a line that links to it; refused, why, with a link
 * to its form.
 */
export function CustomerLayout() {
  const { landed, refused, dismiss } = useLandedOrderPages();
  return (
    <div className="shop">
      <header className="shop-header">
        <div className="shop-header__inner">
          <Link to="/" className="shop-header__brand" aria-label="Kadai, back to the order form">
            <span className="shop-header__logo" aria-hidden="true">
              K
            </span>
            <span>
              <span className="shop-header__name">Kadai</span>
              <span className="shop-header__tagline">Fresh vegetables, groceries and festival specials</span>
            </span>
          </Link>
        </div>
      </header>
      <main className="shop-main">
        {landed ? (
          <Notice
            type="success"
            role="status"
            title={`Your order ${landed.orderId} was sent.`}
            action={
              <Link to={landed.thankYouPath} onClick={dismiss}>
                See your order
              </Link>
            }
          />
        ) : null}
        {refused ? (
          <Notice
            type="error"
            title="Your order saved on this phone was not sent."
            description={
              <>
                {refused.reasons.join(' ')}
                {refused.typeAgain ? ' Please place it again.' : null}
              </>
            }
            action={
              <Link to={refused.formPath} state={refused.state} onClick={dismiss}>
                {refused.typeAgain ? 'Open the form' : 'Open your order'}
              </Link>
            }
          />
        ) : null}
        <Outlet />
      </main>
      <footer className="shop-footer">
        <p>Kadai · your neighbourhood grocer</p>
      </footer>
    </div>
  );
}
