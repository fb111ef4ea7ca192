import { CloudUploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Tag, Typography } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../lib/format-date-time.ts';
import { discardStaffSave, isHeldForAnotherUser, isPending, type StaffSave } from '../lib/staff-outbox.ts';
import { useOpenStaffSave, useStaffOutbox, useStaffOutboxSender } from '../lib/use-staff-outbox.ts';
import { loginPathFor } from './login-path.ts';

export const OFFLINE_NOTICE =
  'You are offline. Stock received, recount, bookings, packing and production log will be sent when the network is back; other screens need the network.';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

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
  const waiting = entries.filter(isPending).length;
  const refused = entries.length - waiting;
  if (entries.length === 0 && !open) return null;
  const label = [
    waiting > 0 ? `waiting for network (${waiting})` : null,
    refused > 0 ? `not sent (${refused})` : null,
  ]
    .filter(Boolean)
    .join(' · ');
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
        {entries.length === 0 ? (
          <Typography.Paragraph>Everything typed offline has been sent.</Typography.Paragraph>
        ) : (
          <ul style={LIST}>
            {entries.map((entry, i) => (
              <SavedEntry
                key={entry.id}
                entry={entry}
                last={i === entries.length - 1}
                signedInUserId={userId}
                onOpened={() => setOpen(false)}
              />
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}

function SignInAgain() {
  const location = useLocation();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title="Your session has ended: sign in again to send these."
      description={<Link to={loginPathFor(location)}>Sign in</Link>}
    />
  );
}

function stateOf(entry: StaffSave, signedInUserId: number | null): { text: string; color: string } {
  if (entry.state === 'refused') return { text: 'Not sent', color: 'error' };
  if (isHeldForAnotherUser(entry, signedInUserId))
    return { text: 'Held: typed by another user, sent when they sign in here', color: 'default' };
  if (entry.state === 'sending') return { text: 'Sending', color: 'processing' };
  return { text: 'Waiting for network', color: 'warning' };
}

/**
 * The rows as antd's List drew them (a split line between two, 12 px above and below each), in plain
 * markup: its List brings its pager, and the pager antd's Select, into the frame every staff page
 * loads first (with them /links was 30 kB heavier), for a list that is never paged.
 */
const LIST: CSSProperties = { margin: 0, padding: 0, listStyle: 'none' };
const ITEM: CSSProperties = { display: 'flex', alignItems: 'center', padding: '12px 0' };
const SPLIT: CSSProperties = { ...ITEM, borderBlockEnd: '1px solid rgba(5, 5, 5, 0.06)' };

function SavedEntry(props: {
  entry: StaffSave;
  last: boolean;
  signedInUserId: number | null;
  onOpened: () => void;
}) {
  const { entry } = props;
  const openForm = useOpenStaffSave();
  const state = stateOf(entry, props.signedInUserId);
  const ownRefused = entry.state === 'refused' && !isHeldForAnotherUser(entry, props.signedInUserId);
  return (
    <li data-testid="staff-save" style={props.last ? ITEM : SPLIT}>
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>{entry.label}</Typography.Text>
          <Tag color={state.color}>{state.text}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          Typed {formatDateTime(new Date(entry.createdAt).toISOString())}
        </Typography.Text>
        {entry.refusal && (
          <Alert
            type="error"
            title={entry.refusal.message}
            description={
              entry.refusal.fields.length > 0 ? (
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {entry.refusal.fields.map((field) => (
                    <li key={field.path}>{field.message}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
        {entry.state === 'refused' && entry.typed && entry.typed.length > 0 && (
          <div>
            <Typography.Text>What was typed:</Typography.Text>
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {entry.typed.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {ownRefused && (
          <Flex gap={8} wrap>
            {entry.form && (
              <Button
                onClick={() => {
                  openForm(entry);
                  props.onOpened();
                }}
              >
                Open the form with what was typed
              </Button>
            )}
            <Button danger onClick={() => void discardStaffSave(entry.id)}>
              Discard
            </Button>
          </Flex>
        )}
      </Flex>
    </li>
  );
}
