import {
  AppstoreOutlined,
  CalendarOutlined,
  CarOutlined,
  DashboardOutlined,
  DollarOutlined,
  ExceptionOutlined,
  ExportOutlined,
  InboxOutlined,
  MailOutlined,
  ProfileOutlined,
  ReconciliationOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { StaffIconName } from '@kadai/contract';
import type { ComponentType } from 'react';

// The registry (packages/contract/src/staff-screens.ts) names icons; only staff code draws them.
const ICONS: Record<StaffIconName, ComponentType> = {
  appstore: AppstoreOutlined,
  calendar: CalendarOutlined,
  car: CarOutlined,
  dashboard: DashboardOutlined,
  dollar: DollarOutlined,
  exception: ExceptionOutlined,
  export: ExportOutlined,
  inbox: InboxOutlined,
  mail: MailOutlined,
  profile: ProfileOutlined,
  reconciliation: ReconciliationOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  'shopping-cart': ShoppingCartOutlined,
  swap: SwapOutlined,
  team: TeamOutlined,
  thunderbolt: ThunderboltOutlined,
  warning: WarningOutlined,
};

export function StaffIcon({ name }: { name: StaffIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
