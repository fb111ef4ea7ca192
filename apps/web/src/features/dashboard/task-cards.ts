import {
  CalendarOutlined,
  CarOutlined,
  DollarOutlined,
  ExceptionOutlined,
  ExportOutlined,
  InboxOutlined,
  ProfileOutlined,
  ReconciliationOutlined,
  ScheduleOutlined,
  SwapOutlined,
  ThunderboltOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * One card of the landing page or of a team's or outlet's task list. `to` is always the page's
 * real address (operations.md §2), even while the page is not built: the card then shows as
 * "Coming soon" instead of a broken link, and building the page means flipping `available`.
 */
export interface TaskCard {
  key: string;
  title: string;
  description: string;
  to: string;
  available: boolean;
  icon: ComponentType;
}

/** /links: the landing page after sign-in. */
export const LINK_CARDS: readonly TaskCard[] = [
  {
    key: 'receivables',
    title: 'Receivables from customers',
    description: 'Money owed by customers, with balances and status.',
    to: '/customers-outstanding?page=customers-outstanding',
    available: false,
    icon: DollarOutlined,
  },
  {
    key: 'stock-movements',
    title: 'Stock Movements Management',
    description: 'Planning, production, dispatch and receipts by team and outlet.',
    to: '/stock-movements-management?page=dashboard',
    available: true,
    icon: SwapOutlined,
  },
];

/** The task pages that exist; every other card shows as "Coming soon" until its page is built. */
const BUILT_TASK_PAGES = new Set(['urgent-planning', 'planning', 'production-schedule', 'production-log']);

/**
 * Makes the cards of one team's or outlet's task list: each page lives at /{key} and is told whose
 * tasks it shows by the same query.
 */
function taskCardMaker(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return (key: string, title: string, description: string, icon: ComponentType): TaskCard => ({
    key,
    title,
    description,
    to: `/${key}?${search}`,
    available: BUILT_TASK_PAGES.has(key),
    icon,
  });
}

/** The six task cards of a team (page=team-specific), each carrying teamId and teamName. */
export function teamTaskCards(team: { teamId: string; teamName: string }): TaskCard[] {
  const card = taskCardMaker({ teamId: team.teamId, teamName: team.teamName });
  return [
    card(
      'urgent-planning',
      'Urgent Planning',
      'Items below their minimum stock, planned today.',
      ThunderboltOutlined,
    ),
    card('planning', 'Planning', "Plan tomorrow's requirement per outlet.", CalendarOutlined),
    card(
      'production-schedule',
      'Production Schedule',
      'Turn the plan into a production schedule.',
      ScheduleOutlined,
    ),
    card('production-log', 'Production Log', 'Record what was produced today.', ProfileOutlined),
    card('daily-dispatch', 'Daily Dispatch', 'Send produced stock to the outlets.', CarOutlined),
    card(
      'daily-packaging-plan-missed',
      'Missed Packaging Plan',
      'Packaging that was planned but not done.',
      ExceptionOutlined,
    ),
  ];
}

/** The five task cards of an outlet (page=location-specific), each carrying outletId. */
export function outletTaskCards(outlet: { outletId: string }): TaskCard[] {
  const card = taskCardMaker({ outletId: outlet.outletId });
  return [
    card(
      'stock-batch-dispatch',
      'Send Stocks from Store',
      'Send a batch of stock from this outlet.',
      ExportOutlined,
    ),
    card(
      'stock-batch-dispatch-vehicle',
      'Stocks Dispatch (Transport)',
      'Assign a driver and vehicle to a dispatch.',
      CarOutlined,
    ),
    card('stock-received', 'Stock Received', 'Confirm the stock that arrived here.', InboxOutlined),
    card('stock-recount', 'Stock Recount', 'Count the stock on the shelves.', ReconciliationOutlined),
    card('dispute-report', 'Dispute Report', 'Differences between stock sent and received.', WarningOutlined),
  ];
}
