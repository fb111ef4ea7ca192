import { PlusOutlined } from '@ant-design/icons';
import {
  type AdminCatalogueCategory,
  type AdminCatalogueSubcategory,
  type AdminItem,
  ORDER_STEP,
  ORDER_STEP_MEANINGS,
} from '@kadai/contract';
import { App, Button, Flex, Input, Space, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { AbbreviationLegend } from '../../../components/abbreviation-legend.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useAdminCatalogue } from '../api/get-admin-catalogue.ts';
import { CatalogueTree } from '../components/catalogue-tree.tsx';
import { CategoryDrawer } from '../components/category-drawer.tsx';
import { ItemDrawer, type ItemDrawerMode } from '../components/item-drawer.tsx';
import { ItemTable } from '../components/item-table.tsx';
import { SubcategoryDrawer } from '../components/subcategory-drawer.tsx';
import { indexAdminCatalogue, searchAdminItems } from '../utils/index-admin-catalogue.ts';

/** The category and subcategory buttons, as they read (entry-actions.tsx). */
const ORDER_STEP_LEGEND = [
  { abbr: `+${ORDER_STEP}`, meaning: ORDER_STEP_MEANINGS.raise },
  { abbr: `−${ORDER_STEP}`, meaning: ORDER_STEP_MEANINGS.lower },
];

/** Catalogue admin at /sort (ordering.md §2.1): admins only. */
export function CatalogueAdminPage() {
  return (
    <App component={false}>
      <CatalogueAdmin />
    </App>
  );
}

type Drawer =
  | { kind: 'category'; category: AdminCatalogueCategory | null }
  | { kind: 'subcategory'; subcategory: AdminCatalogueSubcategory | null }
  | { kind: 'item'; mode: ItemDrawerMode }
  | null;

function CatalogueAdmin() {
  const catalogue = useAdminCatalogue();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [drawer, setDrawer] = useState<Drawer>(null);
  const close = () => setDrawer(null);

  const index = useMemo(
    () => (catalogue.data ? indexAdminCatalogue(catalogue.data) : null),
    [catalogue.data],
  );
  const matches = useMemo(() => searchAdminItems(index, deferredQuery), [index, deferredQuery]);
  const places = useMemo(() => new Map(matches?.map((m) => [m.item.id, m.place])), [matches]);

  const itemActions = {
    onEdit: (item: AdminItem) => setDrawer({ kind: 'item', mode: { kind: 'edit', item } }),
    onCopy: (item: AdminItem) => setDrawer({ kind: 'item', mode: { kind: 'copy', item } }),
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {/* An h2 under the frame's h1 (no heading level skipped), at the h3 size it had. */}
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
        Catalogue
      </Typography.Title>
      <Flex wrap gap={8} align="center">
        <Input.Search
          allowClear
          placeholder="Search items by name"
          aria-label="Search items by name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Button icon={<PlusOutlined />} onClick={() => setDrawer({ kind: 'category', category: null })}>
          New category
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => setDrawer({ kind: 'subcategory', subcategory: null })}>
          New subcategory
        </Button>
        <Button
          icon={<PlusOutlined />}
          onClick={() => setDrawer({ kind: 'item', mode: { kind: 'new', preset: {} } })}
        >
          New item
        </Button>
      </Flex>

      {catalogue.isPending ? <LoadingBlock label="Loading the catalogue" /> : null}
      {catalogue.isError ? (
        <LoadError what="the catalogue" error={catalogue.error} onRetry={() => catalogue.refetch()} />
      ) : null}

      {catalogue.data && index ? (
        <>
          <Typography.Text type="secondary">
            {catalogue.data.categories.length} categories, {index.items.length} items ({index.hidden} hidden).
            Hidden entries are greyed; Show brings them back on the order form.
          </Typography.Text>
          <AbbreviationLegend items={ORDER_STEP_LEGEND} testId="order-step-legend" />
          {matches ? (
            <>
              <Typography.Text role="status">
                {matches.length === 1 ? '1 item matches' : `${matches.length} items match`}
              </Typography.Text>
              <ItemTable
                items={matches.map((m) => m.item)}
                place={(item) => places.get(item.id) ?? ''}
                {...itemActions}
              />
            </>
          ) : (
            <CatalogueTree
              catalogue={catalogue.data}
              onEditCategory={(category) => setDrawer({ kind: 'category', category })}
              onEditSubcategory={(subcategory) => setDrawer({ kind: 'subcategory', subcategory })}
              onNewItem={(preset) => setDrawer({ kind: 'item', mode: { kind: 'new', preset } })}
              onEditItem={itemActions.onEdit}
              onCopyItem={itemActions.onCopy}
            />
          )}
        </>
      ) : null}

      <CategoryDrawer
        open={drawer?.kind === 'category'}
        category={drawer?.kind === 'category' ? drawer.category : null}
        onClose={close}
      />
      <SubcategoryDrawer
        open={drawer?.kind === 'subcategory'}
        subcategory={drawer?.kind === 'subcategory' ? drawer.subcategory : null}
        categories={catalogue.data?.categories ?? []}
        onClose={close}
      />
      <ItemDrawer
        mode={drawer?.kind === 'item' ? drawer.mode : null}
        categories={catalogue.data?.categories ?? []}
        subcategories={index?.subcategories ?? []}
        onClose={close}
      />
    </Space>
  );
}
