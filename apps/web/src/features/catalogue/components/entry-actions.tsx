import { EditOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { ORDER_STEP } from '@kadai/contract';
import { App, Button, Space, Tooltip } from 'antd';
import type { SyntheticEvent } from 'react';
import { useMoveCatalogueEntry } from '../api/move-catalogue-entry.ts';
import { useUpdateCategory } from '../api/update-category.ts';
import { useUpdateSubcategory } from '../api/update-subcategory.ts';

/**
 * The three buttons of a category or subcategory (ordering.md §2.1): hide (live 0), raise order
 * by 11, lower order by 11; plus Show for a hidden one and Edit. They sit in a collapsible header,
 * so a press must not also open or close the panel.
 */
export function EntryActions(props: {
  kind: 'categories' | 'subcategories';
  entry: { id: string; n: string; live: number };
  onEdit: () => void;
}) {
  const { message } = App.useApp();
  const updateCategory = useUpdateCategory();
  const updateSubcategory = useUpdateSubcategory();
  const move = useMoveCatalogueEntry();
  const { entry } = props;
  const update = props.kind === 'categories' ? updateCategory : updateSubcategory;
  const fail = (error: Error) => message.error(error.message);
  const stop = (event: SyntheticEvent) => event.stopPropagation();
  const hidden = entry.live === 0;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks on its buttons from also toggling the Collapse header around them
    <span onClick={stop} onKeyDown={stop} role="presentation">
      <Space size={4} wrap>
        <Button
          size="small"
          icon={hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          loading={update.isPending}
          aria-label={`${hidden ? 'Show' : 'Hide'} ${entry.n}`}
          onClick={() =>
            update.mutate({ id: entry.id, changes: { live: hidden ? 1 : 0 } }, { onError: fail })
          }
        >
          {hidden ? 'Show' : 'Hide'}
        </Button>
        <Tooltip title={`Raise order by ${ORDER_STEP}`}>
          <Button
            size="small"
            aria-label={`Raise order of ${entry.n} by ${ORDER_STEP}`}
            disabled={move.isPending}
            onClick={() =>
              move.mutate({ kind: props.kind, id: entry.id, delta: ORDER_STEP }, { onError: fail })
            }
          >
            +{ORDER_STEP}
          </Button>
        </Tooltip>
        <Tooltip title={`Lower order by ${ORDER_STEP}`}>
          <Button
            size="small"
            aria-label={`Lower order of ${entry.n} by ${ORDER_STEP}`}
            disabled={move.isPending}
            onClick={() =>
              move.mutate({ kind: props.kind, id: entry.id, delta: -ORDER_STEP }, { onError: fail })
            }
          >
            −{ORDER_STEP}
          </Button>
        </Tooltip>
        <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${entry.n}`} onClick={props.onEdit} />
      </Space>
    </span>
  );
}
