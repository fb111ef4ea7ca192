import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link, Outlet } from 'react-router';

/** The customer's frame: shop header, a readable column, a short footer. */
export function CustomerLayout() {
  const { token } = theme.useToken();
  // Our own CSS reads the antd theme through these, so one palette drives both.
  const vars = {
    '--k-primary': token.colorPrimary,
    '--k-primary-bg': token.colorPrimaryBg,
    '--k-primary-border': token.colorPrimaryBorder,
    '--k-text': token.colorText,
    '--k-text-secondary': token.colorTextSecondary,
    '--k-border': token.colorBorderSecondary,
    '--k-bg': token.colorBgContainer,
    '--k-bg-layout': token.colorBgLayout,
    '--k-radius': `${token.borderRadius}px`,
    '--k-radius-lg': `${token.borderRadiusLG}px`,
    '--k-shadow': token.boxShadowTertiary,
  } as CSSProperties;

  return (
    <div className="shop" style={vars}>
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
