import {
  AppstoreOutlined,
  DashboardOutlined,
  DollarOutlined,
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
 * The side menu. Only pages that exist are listed: operations.md §2's other entries (Planning,
 * Dispatch Stage, …) are added here as their pages are built, never as dead links.
 */
export const STAFF_MENU: readonly StaffMenuEntry[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    to: '/stock-movements-management?page=dashboard',
    icon: <DashboardOutlined />,
    roles: 'all',
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
