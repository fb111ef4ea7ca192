import { type Outlet, WAREHOUSE_OUTLET_ID } from '@kadai/contract';
import { Alert } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ChooseScopeCard } from '../../../components/choose-scope-card.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useSignedUser } from '../../auth/index.ts';
import { useOutlets } from '../../organisation/index.ts';

/**
 * Outlet pages need an outlet (operations.md §2: outletId). The task cards pass it; from the side
 * menu there is none, so the page asks (an outlet user tied to one outlet goes straight to it).
 * An outlet user on another outlet's page is told so: the server refuses that outlet's data anyway.
 */
export function OutletGate(props: { title: string; children: (outlet: Outlet) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const outletId = params.get('outletId')?.trim() ?? '';
  const user = useSignedUser();
  const outlets = useOutlets();
  const location = useLocation();
  const own = user.data?.role === 'outlet' ? user.data.outletId : null;

  useEffect(() => {
    if (!outletId && own) setParams({ outletId: own }, { replace: true });
  }, [outletId, own, setParams]);

  if (outlets.isError)
    return <LoadError what="the outlets" error={outlets.error} onRetry={() => outlets.refetch()} />;
  if (outlets.isPending || user.isPending || (!outletId && own))
    return <LoadingBlock label="Loading the outlets" />;
  const choices = outlets.data.filter((o) => o.id !== WAREHOUSE_OUTLET_ID);

  if (outletId) {
    const known = outlets.data.find((o) => o.id === outletId);
    if (!known) {
      return (
        <Alert
          type="warning"
          showIcon
          title={`There is no outlet "${outletId}".`}
          description="Choose an outlet from the dashboard."
        />
      );
    }
    if (own && own !== known.id) {
      const ownOutlet = outlets.data.find((o) => o.id === own);
      return (
        <Alert
          type="info"
          showIcon
          title={`This page belongs to ${known.name}.`}
          description={
            ownOutlet ? (
              <Link to={`${location.pathname}?${new URLSearchParams({ outletId: ownOutlet.id })}`}>
                Open it for {ownOutlet.name}
              </Link>
            ) : undefined
          }
        />
      );
    }
    return props.children(known);
  }
  return (
    <ChooseScopeCard
      title={props.title}
      what="outlet"
      options={choices}
      onChoose={(id) => setParams({ outletId: id }, { replace: true })}
    />
  );
}
