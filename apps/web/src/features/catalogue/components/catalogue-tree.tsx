import type {
  AdminCatalogue,
  AdminCatalogueCategory,
  AdminCatalogueSubcategory,
  AdminItem,
} from '@kadai/contract';
import { Button, Collapse, Empty, Space, Tag, Typography } from 'antd';
import { EntryActions } from './entry-actions.tsx';
import { ItemTable } from './item-table.tsx';

export interface CatalogueTreeActions {
  onEditCategory: (category: AdminCatalogueCategory) => void;
  onEditSubcategory: (subcategory: AdminCatalogueSubcategory) => void;
  onNewItem: (place: { categoryId: string; subcategoryId: string }) => void;
  onEditItem: (item: AdminItem) => void;
  onCopyItem: (item: AdminItem) => void;
}

function EntryLabel(props: { entry: { id: string; n: string; live: number; order: number }; count: string }) {
  const hidden = props.entry.live === 0;
  return (
    <Space size={6} wrap>
      <Typography.Text strong type={hidden ? 'secondary' : undefined}>
        {props.entry.n}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {props.count} · order {props.entry.order}
      </Typography.Text>
      {hidden ? <Tag>Hidden</Tag> : null}
    </Space>
  );
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Categories, and inside each its subcategories, as collapsible panels. Only open panels are
 * rendered (and closed ones dropped again), so a catalogue of thousands of items stays light.
 */
export function CatalogueTree(props: { catalogue: AdminCatalogue } & CatalogueTreeActions) {
  if (props.catalogue.categories.length === 0) {
    return <Empty description="No categories yet. Start with New category." />;
  }
  return (
    <Collapse
      destroyOnHidden
      // The header's title opens the panel, not the whole header: Show, Edit and the order steps
      // sit in the header too, and a button may not hold buttons.
      collapsible="header"
      items={props.catalogue.categories.map((category) => ({
        key: category.id,
        label: (
          <EntryLabel
            entry={category}
            count={plural(
              category.subcategories.reduce((sum, s) => sum + s.items.length, 0),
              'item',
            )}
          />
        ),
        extra: (
          <EntryActions kind="categories" entry={category} onEdit={() => props.onEditCategory(category)} />
        ),
        children: <SubcategoryPanels category={category} {...props} />,
      }))}
    />
  );
}

function SubcategoryPanels(props: { category: AdminCatalogueCategory } & CatalogueTreeActions) {
  const { category } = props;
  if (category.subcategories.length === 0) {
    return <Empty description="No subcategories in this category yet." />;
  }
  return (
    <Collapse
      size="small"
      destroyOnHidden
      // The header's title opens the panel, not the whole header: Show, Edit and the order steps
      // sit in the header too, and a button may not hold buttons.
      collapsible="header"
      items={category.subcategories.map((sub) => ({
        key: sub.id,
        label: (
          <EntryLabel
            entry={sub}
            count={
              sub.categoryId === category.id
                ? plural(sub.items.length, 'item')
                : `${plural(sub.items.length, 'item')} of this category (shared subcategory)`
            }
          />
        ),
        extra: <EntryActions kind="subcategories" entry={sub} onEdit={() => props.onEditSubcategory(sub)} />,
        children: (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <ItemTable items={sub.items} onEdit={props.onEditItem} onCopy={props.onCopyItem} />
            <Button
              size="small"
              onClick={() => props.onNewItem({ categoryId: category.id, subcategoryId: sub.id })}
            >
              New item in {sub.n}
            </Button>
          </Space>
        ),
      }))}
    />
  );
}
