import { STAFF_MENU_GROUPS, type StaffMenuEntry } from '@kadai/contract';
import { Drawer, Menu, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { StaffIcon } from '../components/staff-icon.tsx';

type MenuItems = NonNullable<MenuProps['items']>;

/** The id of whichever menu is drawn (the side menu or the phone's drawer), for the header button. */
export const STAFF_MENU_ID = 'staff-menu';

/**
 * The entries under their group headings, so a screen is found by the work it is for, in the
 * registry's order: the Dashboard on its own at the top, then Production, Stock, Orders, Masters /
 * Receivables, Reports and Settings, each only when the role has an entry in it. A collapsed rail
 * has no room for headings: a line between the groups instead, and each entry's name in its tooltip
 * and as the link's own name.
 */
export function staffMenuItems(entries: readonly StaffMenuEntry[], rail = false): MenuItems {
  const item = (entry: StaffMenuEntry) => ({
    key: entry.key,
    icon: <StaffIcon name={entry.icon} />,
    label: <Link to={entry.to}>{entry.label}</Link>,
  });
  return STAFF_MENU_GROUPS.flatMap((group): MenuItems => {
    const children = entries.filter((entry) => entry.group === group.key).map(item);
    if (children.length === 0) return [];
    if (group.heading === null) return children;
    if (rail) return [{ type: 'divider', key: `${group.key}-line` }, ...children];
    return [{ type: 'group', key: group.key, label: group.heading, children }];
  });
}

interface StaffMenuProps {
  entries: readonly StaffMenuEntry[];
  selected: string | undefined;
  /** Drawn as the laptop's icon rail: names in tooltips, no headings. */
  rail?: boolean;
  onChoose?: () => void;
}

/**
 * Names each group's list by its heading ("Production", "Stock"…), so a screen reader says which
 * group a link is in: antd draws the heading beside the list (role="group") without tying them.
 */
function nameGroups(menu: HTMLElement | null) {
  for (const group of menu?.querySelectorAll('.ant-menu-item-group') ?? []) {
    const heading = group.querySelector(':scope > .ant-menu-item-group-title')?.textContent;
    const list = group.querySelector(':scope > [role="group"]');
    if (heading && list && list.getAttribute('aria-label') !== heading)
      list.setAttribute('aria-label', heading);
  }
}

export function StaffMenu({ entries, selected, rail = false, onChoose }: StaffMenuProps) {
  const menu = useRef<HTMLElement>(null);
  // After every drawing: a fold or a role's other entries draw the groups anew.
  useEffect(() => nameGroups(menu.current));
  return (
    <nav aria-label="Staff menu" className="staff-menu" ref={menu}>
      <Menu
        mode="inline"
        inlineCollapsed={rail}
        selectedKeys={selected ? [selected] : []}
        onClick={onChoose}
        items={staffMenuItems(entries, rail)}
      />
    </nav>
  );
}

interface StaffMenuDrawerProps extends Omit<StaffMenuProps, 'rail'> {
  open: boolean;
  onClose: () => void;
}

/**
 * The menu on a phone: a drawer over the page, the full height of the screen, with a backdrop.
 * It closes on the backdrop, on Escape, on its close button and once an entry is chosen; antd
 * moves the focus into it when it opens, keeps it there, and gives it back to the menu button.
 */
export function StaffMenuDrawer({ open, onClose, entries, selected }: StaffMenuDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      title="Menu"
      id={STAFF_MENU_ID}
      size={300}
      rootClassName="staff-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <StaffMenu entries={entries} selected={selected} onChoose={onClose} />
    </Drawer>
  );
}
