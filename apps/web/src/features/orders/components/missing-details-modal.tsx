import { MISSING_DETAILS_TITLE } from '@kadai/contract';
import { Button } from '../../../components/plain/button.tsx';
import { Modal } from '../../../components/plain/modal.tsx';

/** Opened by Review when required details are missing or invalid; lists them by label (ordering.md §5). */
export function MissingDetailsModal(props: { labels: string[] | null; onClose: () => void }) {
  return (
    <Modal
      open={props.labels !== null}
      title={MISSING_DETAILS_TITLE}
      onClose={props.onClose}
      footer={
        <Button variant="primary" onClick={props.onClose}>
          OK
        </Button>
      }
    >
      <ul className="missing-list">
        {(props.labels ?? []).map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </Modal>
  );
}
