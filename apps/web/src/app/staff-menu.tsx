import {
  AppstoreOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DollarOutlined,
  MailOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { Role } from '@kadai/contract';
import type { ReactNode } from 'react';

export interface StaffMenuEntry {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
  /** Who sees the entry besides admins, who see everything: 'all' for every signed-in role. */
  roles: 'all' | readonly Role[];
}

/**
 * The side menu. Only pages that exist are listed: operations.md §2's other entries (Dispatch
 * Stage, …) are added here as their pages are built, never as dead links. The production pages
 * ask for the team when the link carries none.
 */
export const STAFF_MENU: readonly StaffMenuEntry[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    to: '/stock-movements-management?page=dashboard',
    icon: <DashboardOutlined />,
    roles: 'all',
  },
  { key: 'planning', label: 'Planning', to: '/planning', icon: <CalendarOutlined />, roles: ['production'] },
  {
    key: 'production-schedule',
    label: 'Daily Production Schedule',
    to: '/production-schedule',
    icon: <ScheduleOutlined />,
    roles: ['production'],
  },
  {
    key: 'production-log',
    label: 'Production Log',
    to: '/production-log',
    icon: <ProfileOutlined />,
    roles: ['production'],
  },
  { key: 'orders', label: 'Orders', to: '/admin', icon: <ShoppingCartOutlined />, roles: ['finance'] },
  {
    key: 'unpaid',
    label: 'Unpaid orders',
    to: '/unpaidorders',
    icon: <DollarOutlined />,
    roles: ['finance'],
  },
  { key: 'catalogue', label: 'Catalogue', to: '/sort', icon: <AppstoreOutlined />, roles: ['admin'] },
  { key: 'outbox', label: 'Mail Outbox', to: '/outbox', icon: <MailOutlined />, roles: ['admin'] },
  { key: 'users', label: 'Users', to: '/users', icon: <TeamOutlined />, roles: ['admin'] },
  {
    key: 'settings',
    label: 'Settings (Edit Teams)',
    to: '/stock-movements-management?page=settings',
    icon: <SettingOutlined />,
    roles: ['admin'],
  },
];

export function canSee(roles: 'all' | readonly Role[], role: Role | undefined): boolean {
  if (!role) return false;
  return role === 'admin' || roles === 'all' || roles.includes(role);
}
