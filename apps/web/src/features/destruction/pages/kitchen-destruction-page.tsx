import { WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { Select, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { TouchTheme } from '../../../components/phone-touch-theme.tsx';
import { useSignedUser } from '../../auth/index.ts';
import { useOutlets } from '../../organisation/index.ts';
import { DestructionForm } from '../components/destruction-form.tsx';
import { DestructionList } from '../components/destruction-list.tsx';

const TITLE = 'Expiry Management';

/**
 * Expiry Management (operations.md §2, kitchen-destruction): expired or spoiled stock destroyed at
 * the warehouse or an outlet, and the list of what was. An outlet user works at their outlet, the
 * kitchens at the warehouse; warehouse staff choose the place (the server holds everyone to theirs).
 */
export function KitchenDestructionPage() {
  const user = useSignedUser();
  const outlets = useOutlets();
  const [params, setParams] = useSearchParams();

  if (outlets.isError)
    return <LoadError what="the outlets" error={outlets.error} onRetry={() => outlets.refetch()} />;
  if (outlets.isPending || user.isPending) return <LoadingBlock label="Loading the places" />;
  const role = user.data?.role;
  const fixed =
    role === 'outlet' && user.data?.outletId
      ? user.data.outletId
      : role === 'production'
        ? WAREHOUSE_OUTLET_ID
        : null;
  const outletId = fixed ?? params.get('outletId') ?? WAREHOUSE_OUTLET_ID;
  const place = outlets.data.find((o) => o.id === outletId);
  // The warehouse first: most expired stock waits there.
  const places = [...outlets.data].sort(
    (a, b) => Number(b.id === WAREHOUSE_OUTLET_ID) - Number(a.id === WAREHOUSE_OUTLET_ID),
  );

  return (
    <TouchTheme large>
      <header style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {TITLE}
        </Typography.Title>
        <Typography.Text type="secondary">
          Destroy expired or spoiled stock, with a reason and a photo or a note.
        </Typography.Text>
      </header>
      {fixed === null && (
        <Select
          aria-label="Place"
          value={outletId}
          onChange={(id: string) => setParams({ outletId: id }, { replace: true })}
          options={places.map((o) => ({ value: o.id, label: o.name }))}
          style={{ minWidth: 220, marginBottom: 16 }}
        />
      )}
      {place ? (
        <DestructionForm key={place.id} outletId={place.id} placeName={place.name} />
      ) : (
        <Typography.Paragraph type="warning">There is no place "{outletId}".</Typography.Paragraph>
      )}
      <DestructionList outletId={fixed ?? undefined} />
    </TouchTheme>
  );
}
