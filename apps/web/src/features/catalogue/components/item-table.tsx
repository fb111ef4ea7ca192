import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { type AdminItem, formatPack, ITEM_ROW_FIELDS } from '@kadai/contract';
import { Button, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { CopyLinkButton } from './copy-link-button.tsx';
import { ITEM_FIELD_LABELS, ItemFieldInput } from './item-field-input.tsx';
import { ItemPhotoField } from './item-photo-field.tsx';

/** Rows a page holds: a subcategory of the large catalogue can have hundreds of items. */
const PAGE_SIZE = 25;

export type ItemPlace = (item: AdminItem) => string;

/**
 * Item rows with their in-place fields and actions. `place` adds a column saying where each item
 * sits, for search results that mix categories.
 */
export function ItemTable(props: {
  items: readonly AdminItem[];
  place?: ItemPlace | undefined;
  onEdit: (item: AdminItem) => void;
  onCopy: (item: AdminItem) => void;
}) {
  const columns: TableColumnsType<AdminItem> = [
    {
      key: 'name',
      title: 'Item',
      render: (_, item) => (
        <Space size={4} wrap>
          <Typography.Text type={item.live ? undefined : 'secondary'}>{item.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatPack(item)} · #{item.id}
          </Typography.Text>
          {item.live ? null : <Tag>Hidden</Tag>}
        </Space>
      ),
    },
    ...(props.place
      ? [{ key: 'place', title: 'Where', render: (_: unknown, item: AdminItem) => props.place?.(item) }]
      : []),
    ...ITEM_ROW_FIELDS.map((field) => ({
      key: field,
      title: ITEM_FIELD_LABELS[field],
      render: (_: unknown, item: AdminItem) => <ItemFieldInput item={item} field={field} />,
    })),
    {
      key: 'photo',
      title: 'Photo',
      render: (_, item) => <ItemPhotoField item={item} />,
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, item) => (
        <Space size={0} wrap>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit ${item.name}`}
            onClick={() => props.onEdit(item)}
          >
            Edit
          </Button>
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined />}
            aria-label={`Copy ${item.name}`}
            onClick={() => props.onCopy(item)}
          >
            Copy
          </Button>
          <CopyLinkButton item={item} />
        </Space>
      ),
    },
  ];

  return (
    <Table<AdminItem>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={props.items as AdminItem[]}
      scroll={{ x: 'max-content' }}
      onRow={(item) => (item.live ? {} : { style: { background: '#f5f5f5' } })}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: 'No items here yet' }}
    />
  );
}
