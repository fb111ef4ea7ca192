/** Addresses inside /stock-movements-management, built in one place so every card and link agrees. */
export const STOCK_MOVEMENTS_PATH = '/stock-movements-management';

export const STOCK_MOVEMENTS_PAGES = ['dashboard', 'team-specific', 'location-specific', 'settings'] as const;
export type StockMovementsPage = (typeof STOCK_MOVEMENTS_PAGES)[number];

export function isStockMovementsPage(value: string | null): value is StockMovementsPage {
  return (STOCK_MOVEMENTS_PAGES as readonly (string | null)[]).includes(value);
}

export const dashboardPath = () => `${STOCK_MOVEMENTS_PATH}?page=dashboard`;

export const teamTasksPath = (team: { id: string; name: string }) =>
  `${STOCK_MOVEMENTS_PATH}?${new URLSearchParams({ page: 'team-specific', teamId: team.id, teamName: team.name })}`;

export const outletTasksPath = (outlet: { id: string }) =>
  `${STOCK_MOVEMENTS_PATH}?${new URLSearchParams({ page: 'location-specific', outletId: outlet.id })}`;
