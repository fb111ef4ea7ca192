import { SAVED_ON_PHONE_MESSAGE } from '../lib/staff-outbox.ts';
import { KEPT_REFUSED_HINT, type useKeptStaffSave } from '../lib/use-kept-staff-save.ts';
import { Notice } from './plain/notice.tsx';

/** A screen's word on the save it kept on the phone, in plain markup: waiting, or refused by the shop. */
export function KeptSaveNotice(props: { kept: ReturnType<typeof useKeptStaffSave>; className?: string }) {
  const { kept } = props;
  if (!kept.state) return null;
  return (
    <Notice
      type={kept.refusal ? 'error' : 'info'}
      role="status"
      className={props.className}
      title={kept.refusal ?? SAVED_ON_PHONE_MESSAGE}
      description={kept.refusal ? KEPT_REFUSED_HINT : undefined}
    />
  );
}
