import { Link, Outlet } from 'react-router';
import { useLandedOrderPages } from '../features/orders/hooks/use-landed-order-pages.ts';

/**
 * The customer's frame: shop header, a readable column, a short footer. Its colours are the theme's
 * as plain CSS variables (theme-tokens.css): no antd here, so none in the customer's first download.
 * An order kept on the phone while offline opens its thank-you page on whichever page is open when
 * it lands.
 */
export function CustomerLayout() {
  useLandedOrderPages();
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
        <Outlet />
      </main>
      <footer className="shop-footer">
        <p>Kadai · your neighbourhood grocer</p>
      </footer>
    </div>
  );
}
