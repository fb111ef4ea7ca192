import type { ReactNode } from 'react';

/** The star is decoration: kept out of the field's accessible name ("First Name", not "* First Name"). */
export function renderRequiredMark(label: ReactNode, { required }: { required: boolean }) {
  return (
    <>
      {required ? (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      ) : null}
      {label}
    </>
  );
}
