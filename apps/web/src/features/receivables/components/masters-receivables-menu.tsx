import { canOpen, type Role, staffMenu } from '@kadai/contract';
import { Link, useLocation } from 'react-router';

/** operations.md §2: the header menu of /customers-outstanding, "Masters / Receivables". */
const GROUPS = [
  { label: 'Masters', pages: ['material-issue-note', 'inventory-monthly-carry-over'] },
  { label: 'Receivables', pages: ['customers-outstanding', 'statements'] },
] as const;

/**
 * The header menu above every /customers-outstanding page: Masters (the material issue note, the
 * monthly carry-over) and Receivables (the customers' balances, the monthly statements), each entry
 * named and ordered as in the side menu (the registry), and only those the signed-in role may open.
 * Plain links in a named navigation: the page in view is marked as the current one.
 */
export function MastersReceivablesMenu({ role }: { role: Role | undefined }) {
  const { search } = useLocation();
  const current = new URLSearchParams(search).get('page');
  const entries = staffMenu().filter((entry) => entry.to.startsWith('/customers-outstanding?page='));
  const groups = GROUPS.map((group) => ({
    label: group.label,
    links: entries
      .filter((entry) => (group.pages as readonly string[]).includes(pageOf(entry.to)))
      .filter((entry) => role !== undefined && canOpen(entry.roles, role)),
  })).filter((group) => group.links.length > 0);
  if (groups.length === 0) return null;
  return (
    <nav aria-label="Masters / Receivables" className="masters-menu">
      {groups.map((group) => (
        <div key={group.label} className="masters-menu__group">
          <span className="masters-menu__label">{group.label}</span>
          {group.links.map((entry) => (
            <Link
              key={entry.key}
              to={entry.to}
              className="masters-menu__link"
              aria-current={pageOf(entry.to) === current ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          ))}
        </div>
      ))}
    </nav>
  );
}

const pageOf = (to: string) => new URLSearchParams(to.split('?')[1] ?? '').get('page') ?? '';
