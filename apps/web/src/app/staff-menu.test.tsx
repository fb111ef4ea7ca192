import { STAFF_MENU_GROUPS, staffMenu } from '@kadai/contract';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STAFF_ICONS } from '../components/staff-icon.tsx';
import { StaffMenu } from './staff-menu.tsx';

const entries = staffMenu();

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the staff side menu, under its group headings', () => {
  it('puts every entry under one of the groups', () => {
    const groups = new Set<string>(STAFF_MENU_GROUPS.map((group) => group.key));
    for (const entry of entries) expect(groups.has(entry.group), entry.label).toBe(true);
  });

  it('gives every entry an icon of its own, drawn differently from every other', () => {
    const names = entries.map((entry) => entry.icon);
    const shared = names.filter((name, i) => names.indexOf(name) !== i);
    expect(shared, 'icons used by more than one entry').toEqual([]);
    const drawings = names.map((name) => STAFF_ICONS[name]);
    expect(new Set(drawings).size).toBe(entries.length);
  });

  it('shows the headings in order, each entry named under its own', () => {
    const html = renderToString(
      <MemoryRouter>
        <StaffMenu entries={entries} selected={undefined} />
      </MemoryRouter>,
    );
    // Each heading by its title element, each entry by its link: "Orders" and "Reports" are both.
    const heading = (text: string) =>
      html.search(new RegExp(`class="[^"]*ant-menu-item-group-title[^"]*"[^>]*>${asPattern(text)}<`));
    const link = (to: string) => html.indexOf(`href="${to.replace(/&/g, '&amp;')}"`);
    const headings = STAFF_MENU_GROUPS.flatMap((group) => (group.heading ? [group.heading] : []));
    const headingPositions = headings.map(heading);
    expect(headingPositions.every((position) => position >= 0)).toBe(true);
    expect(headingPositions).toEqual([...headingPositions].sort((a, b) => a - b));
    for (const entry of entries) {
      expect(html).toContain(`>${entry.label}</a>`);
      const group = STAFF_MENU_GROUPS.find((g) => g.key === entry.group);
      const next = STAFF_MENU_GROUPS[STAFF_MENU_GROUPS.findIndex((g) => g.key === entry.group) + 1];
      if (group?.heading) expect(link(entry.to), entry.label).toBeGreaterThan(heading(group.heading));
      if (next?.heading) expect(link(entry.to), entry.label).toBeLessThan(heading(next.heading));
    }
  });

  it('draws the folded rail with no headings, every entry still a link by its name', () => {
    const html = renderToString(
      <MemoryRouter>
        <StaffMenu entries={entries} selected={undefined} rail />
      </MemoryRouter>,
    );
    expect(html).not.toContain('>Masters / Receivables<');
    for (const entry of entries) expect(html).toContain(`href="${entry.to.replace(/&/g, '&amp;')}"`);
  });
});
