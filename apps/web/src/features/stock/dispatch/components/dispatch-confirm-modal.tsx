import { type Dispatch, dispatchBlockTitle, STOCK_MESSAGES } from '@kadai/contract';
import { App } from 'antd';
import { BookTransportModal } from '../../transport/components/book-transport-modal.tsx';
import { useConfirmDispatch } from '../api/confirm-dispatch.ts';

/**
 * Confirm a dispatch (operations.md §2, §5): Driver's Name and Vehicle Number, chosen from those
 * kept, or added here. A driver or vehicle on another trip in transit shows why it cannot be chosen.
 */
export function DispatchConfirmModal(props: { dispatch: Dispatch | null; onClose: () => void }) {
  const { dispatch } = props;
  const { message } = App.useApp();
  const confirm = useConfirmDispatch();
  return (
    <BookTransportModal
      open={dispatch !== null}
      title={dispatch ? dispatchBlockTitle(dispatch.order, dispatch.outletName) : ''}
      pending={confirm.isPending}
      onClose={props.onClose}
      onBook={(booking, done) => {
        if (!dispatch) return;
        confirm.mutate(
          { id: dispatch.id, request: booking },
          {
            onSuccess: () => {
              message.success(STOCK_MESSAGES.dispatchSubmitted);
              done.onSuccess();
            },
            onError: done.onError,
          },
        );
      }}
    />
  );
}
