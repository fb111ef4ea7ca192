import { LogoutOutlined, MenuOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { canOpen, staffMenu } from '@kadai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Grid, Layout, Menu, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { StaffIcon } from '../components/staff-icon.tsx';
import { signedUserQueryKey, useSignedUser } from '../features/auth/api/get-signed-user.ts';
import { useSignOut } from '../features/auth/api/sign-out.ts';
import { setUnauthorisedHandler } from '../lib/api-client.ts';
import { useAfterFirstPaint } from '../lib/use-after-first-paint.ts';
import { useFocusableScrollRegions } from '../lib/use-focusable-scroll-regions.ts';
import { loginPathFor } from './login-path.ts';
import './staff.css';

export const DASHBOARD_PATH = '/stock-movements-management?page=dashboard';

/** The common frame of every staff page (operations.md §2): logo, who is signed in, Change User, side menu. */
export function StaffLayout() {
  const { data: user } = useSignedUser();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(true);
  // On a phone the collapsed menu takes no width at all; a button in the header opens it over the page.
  const phone = !Grid.useBreakpoint().md;
  // The menu's thirty entries (each with its icon and tooltip) are drawn just after the page's first
  // frame, not in it: on a cold /admin they were a twentieth of the time to the first order row.
  const menuDrawn = useAfterFirstPaint();
  useFocusableScrollRegions();

  useEffect(() => {
    // Any 401 on a staff page: the session is gone, so sign in again and come back here.
    setUnauthorisedHandler(() => {
      queryClient.setQueryData(signedUserQueryKey, null);
      if (window.location.pathname !== '/adminlogin') navigate(loginPathFor(window.location));
    });
    return () => setUnauthorisedHandler(null);
  }, [navigate, queryClient]);

  const entries = useMemo(
    () => staffMenu().filter((entry) => canOpen(entry.roles, user?.role)),
    [user?.role],
  );
  const here = location.pathname + location.search;
  const selected = entries.find((entry) => entry.to === here || entry.to === location.pathname)?.key;

  return (
    <Layout className="staff">
      <Layout.Header className="staff-header">
        {user && phone && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={collapsed ? 'Open the menu' : 'Close the menu'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          />
        )}
        <Link to={DASHBOARD_PATH} className="staff-header__brand" aria-label="Kadai staff dashboard">
          <span className="shop-header__logo" aria-hidden="true">
            K
          </span>
          <span className="staff-header__name">Kadai</span>
        </Link>
        <span className="staff-header__spacer" />
        <Typography.Text className="staff-header__user" data-testid="signed-in-as">
          {user ? `Logged in as ${user.displayName}` : 'Not logged in'}
        </Typography.Text>
        <Tooltip title="Change User">
          <Link to="/adminlogin" aria-label="Change User" className="staff-header__icon">
            <UserSwitchOutlined />
          </Link>
        </Tooltip>
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
        {user && (
          <Layout.Sider
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            collapsedWidth={phone ? 0 : 56}
            trigger={phone ? null : undefined}
            width={232}
            theme="light"
            className={phone ? 'staff-sider staff-sider--overlay' : 'staff-sider'}
          >
            {menuDrawn && (
              <Menu
                mode="inline"
                selectedKeys={selected ? [selected] : []}
                onClick={() => phone && setCollapsed(true)}
                items={entries.map((entry) => ({
                  key: entry.key,
                  icon: <StaffIcon name={entry.icon} />,
                  label: <Link to={entry.to}>{entry.label}</Link>,
                }))}
              />
            )}
          </Layout.Sider>
        )}
        <Layout.Content className="staff-content">
          {/* The one h1 of every staff page (issue 27): the application, over each page's visible h2
              title. An h1 repeating the title would be a second heading of the same name beside it. */}
          <h1 className="visually-hidden">Kadai staff</h1>
          {/* Messages from App.useApp() outlive the page that sent them: 'Dispatch Created!' shows on the next one. */}
          <App component={false}>
            <Outlet />
          </App>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
