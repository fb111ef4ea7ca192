import type { Outlet } from '@kadai/contract';
import type { ComponentType } from 'react';
import { TouchTheme } from '../../components/phone-touch-theme.tsx';

/**
 * A store's stock page for the outlet the scope gate chose, with tap-sized controls: storekeepers
 * count and send stock on a phone.
 */
export function storeTouchPage(Screen: ComponentType<{ outlet: Outlet }>) {
  return function StoreTouchPage({ outlet }: { outlet: Outlet }) {
    return (
      <TouchTheme>
        <Screen outlet={outlet} />
      </TouchTheme>
    );
  };
}
