import { Link, useLocation } from 'react-router';
import { Button } from '../components/plain/button.tsx';
import { Notice } from '../components/plain/notice.tsx';
import { formatDateTime } from '../lib/format-date-time.ts';
import { discardStaffSave, isHeldForAnotherUser, type StaffSave, saveStateOf } from '../lib/staff-outbox.ts';
import { useOpenStaffSave } from '../lib/use-staff-outbox.ts';
import { loginPathFor } from './login-path.ts';
import './saved-entries.css';

/**
 * The saves kept on this phone, as the staff frame's and the store frame's outbox dialogs list them:
 * each one's label and state, when it was typed, the shop's refusal with what was typed, and a way
 * to take a refused one back into its form or let it go. Plain markup, split by lines as antd's
 * List drew them (its List brings its pager, and the pager antd's Select, for a list never paged).
 */
export function SavedEntries(props: {
  entries: readonly StaffSave[];
  signedInUserId: number | null;
  onOpened: () => void;
}) {
  if (props.entries.length === 0) return <p>Everything typed offline has been sent.</p>;
  return (
    <ul className="saved-entries">
      {props.entries.map((entry) => (
        <SavedEntry
          key={entry.id}
          entry={entry}
          signedInUserId={props.signedInUserId}
          onOpened={props.onOpened}
        />
      ))}
    </ul>
  );
}

/** Above the list while a 401 holds the queue. */
export function SignInAgain() {
  const location = useLocation();
  return (
    <Notice
      type="warning"
      className="saved-entries__notice"
      title="Your session has ended: sign in again to send these."
      description={<Link to={loginPathFor(location)}>Sign in</Link>}
    />
  );
}

function SavedEntry(props: { entry: StaffSave; signedInUserId: number | null; onOpened: () => void }) {
  const { entry } = props;
  const openForm = useOpenStaffSave();
  const state = saveStateOf(entry, props.signedInUserId);
  const ownRefused = entry.state === 'refused' && !isHeldForAnotherUser(entry, props.signedInUserId);
  return (
    <li data-testid="staff-save" className="saved-entry">
      <div className="saved-entry__head">
        <strong>{entry.label}</strong>
        <span className={`saved-entry__tag saved-entry__tag--${state.tone}`}>{state.text}</span>
      </div>
      <div className="saved-entry__when">Typed {formatDateTime(new Date(entry.createdAt).toISOString())}</div>
      {entry.refusal && (
        <Notice
          type="error"
          title={entry.refusal.message}
          description={
            entry.refusal.fields.length > 0 ? (
              <ul>
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
          What was typed:
          <ul>
            {entry.typed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {ownRefused && (
        <div className="saved-entry__actions">
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
        </div>
      )}
    </li>
  );
}
