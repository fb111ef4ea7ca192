import { LogoutOutlined, MenuOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { canOpen, staffMenu } from '@kadai/contract';
import { App, Button, Layout, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useSignedUser } from '../features/auth/api/get-signed-user.ts';
import { useSignOut } from '../features/auth/api/sign-out.ts';
import { useAfterFirstPaint } from '../lib/use-after-first-paint.ts';
import { useFocusableScrollRegions } from '../lib/use-focusable-scroll-regions.ts';
import { useIsPhone } from '../lib/use-is-phone.ts';
import { useKeepStaffFrame } from '../lib/use-keep-staff-frame.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { STAFF_MENU_ID, StaffMenu, StaffMenuDrawer } from './staff-menu.tsx';
import { StaffOfflineNotice, StaffOutboxButton } from './staff-outbox-panel.tsx';
import { useSignInAgainOn401 } from './use-sign-in-again.ts';
import './staff.css';

export const DASHBOARD_PATH = '/stock-movements-management?page=dashboard';
/** The page's area, where "Skip to content" puts focus. */
const STAFF_CONTENT_ID = 'staff-content';

/** The common frame of every staff page (operations.md §2): logo, who is signed in, Change User, side menu. */
export function StaffLayout() {
  const { data: user } = useSignedUser();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const phone = useIsPhone();
  // On a laptop the menu is open, names and headings in view, so a screen is found by its name; the
  // menu button folds it to a rail of icons, each still a link by its name. Narrower than a laptop it
  // starts folded.
  const wide = useMediaQuery('(min-width: 992px)');
  const [railChosen, setRailChosen] = useState<boolean | null>(null);
  const rail = railChosen ?? !wide;
  // On a phone the menu is a drawer over the page, closed until the menu button opens it.
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The menu's entries (each with its icon) are drawn just after the page's first frame, not in it:
  // on a cold /admin they were a twentieth of the time to the first order row.
  const menuDrawn = useAfterFirstPaint();
  useFocusableScrollRegions();

  useSignInAgainOn401();
  useKeepStaffFrame('staff', Boolean(user));

  const entries = useMemo(
    () => staffMenu().filter((entry) => canOpen(entry.roles, user?.role)),
    [user?.role],
  );
  const here = location.pathname + location.search;
  const selected = entries.find((entry) => entry.to === here || entry.to === location.pathname)?.key;

  return (
    <Layout className="staff">
      {/* First in the tab order: past the header and the menu's links, straight to the page. */}
      <a
        href={`#${STAFF_CONTENT_ID}`}
        className="skip-link"
        onClick={(event) => {
          // Focus moved by hand, not by the address: the page's own address keeps no #fragment.
          event.preventDefault();
          document.getElementById(STAFF_CONTENT_ID)?.focus();
        }}
      >
        Skip to content
      </a>
      <Layout.Header className="staff-header">
        {user && (
          <Button
            type="text"
            className="staff-header__menu"
            icon={<MenuOutlined />}
            aria-label="Menu"
            aria-expanded={phone ? drawerOpen : !rail}
            aria-controls={STAFF_MENU_ID}
            onClick={() => (phone ? setDrawerOpen(true) : setRailChosen(!rail))}
          />
        )}
        <Link to={DASHBOARD_PATH} className="staff-header__brand" aria-label="Kadai staff dashboard">
          <span className="shop-header__logo" aria-hidden="true">
            K
          </span>
          <span className="staff-header__name">Kadai</span>
        </Link>
        <span className="staff-header__spacer" />
        <StaffOutboxButton userId={user?.id ?? null} />
        <Typography.Text className="staff-header__user" data-testid="signed-in-as">
          {user ? `Logged in as ${user.displayName}` : 'Not logged in'}
        </Typography.Text>
        <Link to="/adminlogin" className="staff-header__change-user">
          <UserSwitchOutlined aria-hidden="true" />
          <span>Change User</span>
        </Link>
        {user && (
          <Button
            type="text"
            icon={<LogoutOutlined />}
            loading={signOut.isPending}
            aria-label="Sign out"
            onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/adminlogin') })}
          >
            {phone ? null : 'Sign out'}
          </Button>
        )}
      </Layout.Header>
      <Layout hasSider>
        {user && !phone && (
          <Layout.Sider
            collapsed={rail}
            collapsedWidth={56}
            trigger={null}
            width={220}
            theme="light"
            className="staff-sider"
            id={STAFF_MENU_ID}
          >
            {menuDrawn && <StaffMenu entries={entries} selected={selected} rail={rail} />}
          </Layout.Sider>
        )}
        {user && phone && (
          <StaffMenuDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            entries={entries}
            selected={selected}
          />
        )}
        <Layout.Content className="staff-content" id={STAFF_CONTENT_ID} tabIndex={-1}>
          {/* The one h1 of every staff page, for a screen reader's outline: the application, over each
              page's visible h2 title. An h1 repeating the title would be a second heading of the same
              name beside it. */}
          <h1 className="visually-hidden">Kadai staff</h1>
          <StaffOfflineNotice />
          {/* Messages from App.useApp() outlive the page that sent them: 'Dispatch Created!' shows on the next one. */}
          <App component={false}>
            <Outlet />
          </App>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
