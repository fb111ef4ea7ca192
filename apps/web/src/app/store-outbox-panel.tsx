import { useState } from 'react';
import { Button } from '../components/plain/button.tsx';
import { Modal } from '../components/plain/modal.tsx';
import { Notice } from '../components/plain/notice.tsx';
import { OFFLINE_NOTICE, outboxLabel } from '../lib/staff-outbox.ts';
import { useOnline, useStaffOutbox, useStaffOutboxSender } from '../lib/use-staff-outbox.ts';
import { SavedEntries, SignInAgain } from './saved-entries.tsx';

/** While the phone is offline: which screens still save (they queue), and that the rest cannot. */
export function StoreOfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return <Notice type="warning" role="status" className="store-notice" title={OFFLINE_NOTICE} />;
}

/**
 * The store frame's count of saves kept on this phone and the list of them, in the staff frame's
 * words (staff-outbox-panel.tsx), in plain markup. It is the frame's sender too, as the staff
 * frame's is: the queue goes when the frame opens, the network comes back or the page is seen again.
 */
export function StoreOutboxButton({ userId }: { userId: number | null }) {
  const entries = useStaffOutbox();
  const { sessionExpired } = useStaffOutboxSender(userId);
  const [open, setOpen] = useState(false);
  if (entries.length === 0 && !open) return null;
  return (
    <>
      <Button
        variant="text"
        className="store-header__outbox"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {outboxLabel(entries) || 'Saves on this phone'}
      </Button>
      <Modal open={open} title="Saves on this phone" onClose={() => setOpen(false)}>
        {sessionExpired && <SignInAgain />}
        <SavedEntries entries={entries} signedInUserId={userId} onOpened={() => setOpen(false)} />
      </Modal>
    </>
  );
}
