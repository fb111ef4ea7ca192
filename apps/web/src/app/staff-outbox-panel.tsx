import { CloudUploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { OFFLINE_NOTICE, outboxLabel } from '../lib/staff-outbox.ts';
import { useOnline, useStaffOutbox, useStaffOutboxSender } from '../lib/use-staff-outbox.ts';
import { SavedEntries, SignInAgain } from './saved-entries.tsx';

/** While the phone is offline: which screens still save (they queue), and that the rest cannot. */
export function StaffOfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return <Alert type="warning" showIcon role="status" title={OFFLINE_NOTICE} style={{ marginBottom: 16 }} />;
}

/** The header's count of saves kept on this phone, and the panel that lists them. */
export function StaffOutboxButton({ userId }: { userId: number | null }) {
  const entries = useStaffOutbox();
  const { sessionExpired } = useStaffOutboxSender(userId);
  const [open, setOpen] = useState(false);
  if (entries.length === 0 && !open) return null;
  const label = outboxLabel(entries);
  return (
    <>
      <Button
        type="text"
        className="staff-header__outbox"
        icon={<CloudUploadOutlined aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label || 'Saves on this phone'}
      </Button>
      <Modal open={open} title="Saves on this phone" footer={null} onCancel={() => setOpen(false)}>
        {sessionExpired && <SignInAgain />}
        <SavedEntries entries={entries} signedInUserId={userId} onOpened={() => setOpen(false)} />
      </Modal>
    </>
  );
}
