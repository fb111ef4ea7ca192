import { CheckOutlined, LoadingOutlined } from '@ant-design/icons';
import {
  type AdminItem,
  type ItemRowField,
  mrpTextSchema,
  paiseToDecimal,
  type UpdateItemRequest,
  updateItemRequestSchema,
} from '@kadai/contract';
import { Input, Typography } from 'antd';
import { useState } from 'react';
import { fieldMessage } from '../../../lib/form-errors.ts';
import { useUpdateItem } from '../api/update-item.ts';

export const ITEM_FIELD_LABELS: Record<ItemRowField, string> = {
  order: 'Order',
  live: 'Show',
  pu: 'pu',
  u: 'u',
  mrpPaise: 'MRP',
};

const WIDTHS: Record<ItemRowField, number> = { order: 80, live: 56, pu: 80, u: 64, mrpPaise: 96 };

type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; message: string };

/**
 * One field of an item row (ordering.md §2.1): typed in place and saved when Enter is pressed.
 * After a save the row says so; a refused value stays in the box with the reason beside it, so
 * nothing typed is lost.
 */
export function ItemFieldInput(props: { item: AdminItem; field: ItemRowField }) {
  const { item, field } = props;
  const update = useUpdateItem();
  // null while the box shows the stored value; the typed text otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>({ status: 'idle' });

  function save() {
    if (draft === null) return;
    // The MRP is typed in rupees and sent in paise; the other fields are taken as typed.
    const parsed = (field === 'mrpPaise' ? mrpTextSchema : updateItemRequestSchema.shape[field]).safeParse(
      draft,
    );
    if (!parsed.success) {
      setState({ status: 'error', message: parsed.error.issues[0]?.message ?? 'Please check this value' });
      return;
    }
    setState({ status: 'saving' });
    update.mutate(
      { id: item.id, changes: { [field]: parsed.data } as UpdateItemRequest },
      {
        onSuccess: () => {
          setDraft(null);
          setState({ status: 'saved' });
        },
        onError: (error) => {
          setState({ status: 'error', message: fieldMessage(error, field) });
        },
      },
    );
  }

  const label = `${ITEM_FIELD_LABELS[field]} of ${item.name}`;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
      <Input
        size="small"
        aria-label={label}
        value={draft ?? (field === 'mrpPaise' ? paiseToDecimal(item.mrpPaise) : String(item[field]))}
        inputMode={field === 'u' ? 'text' : 'decimal'}
        status={state.status === 'error' ? 'error' : undefined}
        style={{ width: WIDTHS[field] }}
        onChange={(event) => {
          setDraft(event.target.value);
          if (state.status !== 'saving') setState({ status: 'idle' });
        }}
        onPressEnter={save}
        suffix={state.status === 'saving' ? <LoadingOutlined aria-label="Saving" /> : <span />}
      />
      {state.status === 'saved' ? (
        <Typography.Text type="success" style={{ fontSize: 12, whiteSpace: 'nowrap' }} role="status">
          <CheckOutlined /> Saved
        </Typography.Text>
      ) : null}
      {state.status === 'error' ? (
        <Typography.Text type="danger" style={{ fontSize: 12, display: 'block', maxWidth: 180 }} role="alert">
          {state.message}
        </Typography.Text>
      ) : null}
    </div>
  );
}
