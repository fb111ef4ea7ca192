import { canOpen, type SignedUser, STORE_SCREENS, type StaffScreen, type Store } from '@kadai/contract';
import type { ComponentType } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '../components/plain/button.tsx';
import { useSignedUser } from '../features/auth/api/get-signed-user.ts';
import { useSignOut } from '../features/auth/api/sign-out.ts';
import { useStores } from '../features/organisation/api/list-stores.ts';
import { useKeepStaffFrame } from '../lib/use-keep-staff-frame.ts';
import { StoreOfflineNotice, StoreOutboxButton } from './store-outbox-panel.tsx';
import { useSignInAgainOn401 } from './use-sign-in-again.ts';
import './store-frame.css';

/** What the store frame hands its pages: who is signed in, and the stores they may book for. */
export type StorePageProps = {
  user: SignedUser | null | undefined;
  stores: { data: Store[] | undefined; isPending: boolean };
};

/**
 * The store staff's frame for their daily screens: who is signed in, a way out, the links page for
 * whoever has other screens, and the saves kept on this phone. Plain markup, like the customer's
 * pages (decision 030): a store's phone downloads no antd and no staff frame to book its vegetables.
 */
export function StoreLayout() {
  const { data: user } = useSignedUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  useSignInAgainOn401();
  useKeepStaffFrame('store', Boolean(user));

  return (
    <div className="store">
      <header className="store-header">
        <span className="store-header__brand">
          <span className="shop-header__logo" aria-hidden="true">
            K
          </span>
          <span className="store-header__name">Kadai</span>
        </span>
        <span className="store-header__spacer" />
        <StoreOutboxButton userId={user?.id ?? null} />
        <span className="store-header__user" data-testid="signed-in-as">
          {user ? `Logged in as ${user.displayName}` : 'Not logged in'}
        </span>
        {/* Every role has screens besides these, the dashboard at least (store-routes.test.tsx). */}
        {user && (
          <Link to="/links" className="store-header__link">
            Other screens
          </Link>
        )}
        {user && (
          <Button
            variant="text"
            className="store-header__sign-out"
            loading={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/adminlogin') })}
          >
            Sign out
          </Button>
        )}
      </header>
      {/* staff-content too: what a staff page's checks (the accessibility spec's) look inside. */}
      <main className="store-content staff-content">
        {/* The one h1, as in the staff frame: the application, over the page's visible h2 title. */}
        <h1 className="visually-hidden">Kadai staff</h1>
        <StoreScreensNav user={user} />
        <StoreOfflineNotice />
        <Outlet />
      </main>
    </div>
  );
}

/**
 * From one store screen to the other (stock, wastage) without leaving the store frame: through
 * "Other screens" the phone would load the staff frame and its antd to reach its own next page.
 */
export function StoreScreensNav({ user }: { user: SignedUser | null | undefined }) {
  const screens = (STORE_SCREENS as readonly StaffScreen[]).filter((screen) =>
    canOpen(screen.roles, user?.role),
  );
  if (screens.length < 2) return null;
  return (
    <nav className="store-screens" aria-label="Store screens">
      {screens.map((screen) => (
        <NavLink key={screen.path} to={screen.path} className="store-screens__link">
          {screen.menu?.[0]?.label ?? screen.title}
        </NavLink>
      ))}
    </nav>
  );
}

/** A store screen's page, for the roles its registry entry names (the staff frame's check, in plain markup). */
export function StoreScreen({
  screen,
  page: Page,
}: {
  screen: StaffScreen;
  page: ComponentType<StorePageProps>;
}) {
  const { data: user } = useSignedUser();
  const stores = useStores();
  return (
    <>
      <title>{`${screen.title} · Kadai staff`}</title>
      {canOpen(screen.roles, user?.role) ? (
        <Page user={user} stores={stores} />
      ) : (
        <section className="store-refused">
          <h2>Not for your role</h2>
          <p>Your account cannot use this page. Ask an admin if you need it.</p>
        </section>
      )}
    </>
  );
}
