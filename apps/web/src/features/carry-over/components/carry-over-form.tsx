import { CARRY_OVER_MESSAGES, type CarryOverSheet, formatMonth } from '@kadai/contract';
import { Alert, Button, Empty, Flex, Modal, message } from 'antd';
import { useState } from 'react';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useSaveCarryOver } from '../api/save-carry-over.ts';
import { carryOverEntries, describeCarryOverSave } from '../utils/carry-over-entries.ts';
import {
  addCarryOverSection,
  type CarryOverEditRow,
  carryOverEditRows,
  changeCarryOverRow,
} from '../utils/carry-over-rows.ts';
import { CarryOverTable } from './carry-over-table.tsx';

/**
 * One supplier's closing stock for the month, by product and section: counted, checked and saved,
 * which closes the month; read-only once it is carried or may not be saved.
 */
export function CarryOverForm({ sheet }: { sheet: CarryOverSheet }) {
  const [rows, setRows] = useState<CarryOverEditRow[]>(() => carryOverEditRows(sheet));
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveCarryOver();
  const readOnly = !sheet.canSave;

  const update = (key: string, change: Partial<CarryOverEditRow>) =>
    setRows((all) => changeCarryOverRow(all, key, change));

  const onSave = () => {
    setFailure(null);
    const checked = carryOverEntries(rows, sheet.supplierId);
    if (!checked.ok) {
      setFailure(checked.problem);
      return;
    }
    const { entries } = checked;
    if (entries.length === 0) {
      notice.warning(CARRY_OVER_MESSAGES.nothingToSave);
      return;
    }
    modal.confirm({
      title: CARRY_OVER_MESSAGES.confirmTitle,
      content: describeCarryOverSave(entries.length, sheet.month, sheet.lastDay),
      okText: 'Save and close the month',
      cancelText: 'Cancel',
      onOk: () =>
        save.mutateAsync({ month: sheet.month, entries }).then(
          () => window.location.reload(),
          (error: Error) => setFailure(isApiRequestError(error) ? error.message : error.message),
        ),
    });
  };

  return (
    <>
      {noticeHolder}
      {modalHolder}
      {sheet.closed && (
        <Alert
          type="info"
          showIcon
          title={`${formatMonth(sheet.month)} is closed`}
          description={`Closed by ${sheet.closed.closedByName} on ${formatDateTime(sheet.closed.closedAt)}.${
            sheet.carried
              ? ` This supplier was carried over by ${sheet.carried.postedByName} on ${formatDateTime(sheet.carried.postedAt)}.`
              : ''
          }`}
          style={{ marginBottom: 16 }}
        />
      )}
      {!sheet.carried && sheet.cannotSaveReason && (
        <Alert type="warning" showIcon title={sheet.cannotSaveReason} style={{ marginBottom: 16 }} />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setFailure(null) }}
          title={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      {rows.length === 0 ? (
        <Empty description="This supplier has no products." />
      ) : (
        <CarryOverTable
          rows={rows}
          readOnly={readOnly}
          onChange={update}
          onAddSection={(row) => setRows((all) => [...addCarryOverSection(all, row)])}
        />
      )}
      {!readOnly && rows.length > 0 && (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Button type="primary" size="large" loading={save.isPending} onClick={onSave}>
            Save
          </Button>
        </Flex>
      )}
    </>
  );
}
