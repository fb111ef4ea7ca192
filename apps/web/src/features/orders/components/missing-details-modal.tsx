import { MISSING_DETAILS_TITLE } from '@kadai/contract';
import { Button, Modal } from 'antd';

/** Opened by Review when required details are missing or invalid; lists them by label (ordering.md §5). */
export function MissingDetailsModal(props: { labels: string[] | null; onClose: () => void }) {
  return (
    <Modal
      open={props.labels !== null}
      title={MISSING_DETAILS_TITLE}
      onCancel={props.onClose}
      footer={
        <Button type="primary" onClick={props.onClose}>
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
