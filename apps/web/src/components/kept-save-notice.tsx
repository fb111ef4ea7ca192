import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { SAVED_ON_PHONE_MESSAGE } from '../lib/staff-outbox.ts';
import { KEPT_REFUSED_HINT, type useKeptStaffSave } from '../lib/use-kept-staff-save.ts';

/** A screen's word on the save it kept on the phone: waiting to be sent, or refused by the shop. */
export function KeptSaveNotice(props: { kept: ReturnType<typeof useKeptStaffSave>; style?: CSSProperties }) {
  const { kept } = props;
  if (!kept.state) return null;
  return (
    <Alert
      type={kept.refusal ? 'error' : 'info'}
      showIcon
      role="status"
      title={kept.refusal ?? SAVED_ON_PHONE_MESSAGE}
      description={kept.refusal ? KEPT_REFUSED_HINT : undefined}
      style={props.style}
    />
  );
}
