import { CameraOutlined } from '@ant-design/icons';
import {
  DESTRUCTION_MESSAGES,
  DESTRUCTION_PHOTO_TYPES,
  DESTRUCTION_REASON_LABELS,
  DESTRUCTION_REASONS,
  type DestructionPhoto,
  type DestructionReason,
  destroyStockRequestSchema,
  formatStockQuantity,
  isPieceUnit,
} from '@kadai/contract';
import {
  Alert,
  App,
  Button,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Select,
  Table,
  Upload,
} from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { rowErrorsOf } from '../../../lib/form-errors.ts';
import { readFileBase64 } from '../../../lib/read-file-base64.ts';
import { useSubmitKey } from '../../../lib/use-submit-key.ts';
import { useOnHand } from '../../stock/index.ts';
import { useDestroyStock } from '../api/destroy-stock.ts';
import {
  checkPhoto,
  chosenLines,
  destructionConfirmation,
  destructionLabel,
  findHeld,
  type Held,
  overDestroyErrors,
} from '../utils/destruction-rules.ts';

const label = destructionLabel;

/**
 * What a place holds, how much of it is destroyed and why, with a photo or a note: one ledger
 * move per product when submitted. The server checks again (never more than the place holds).
 */
export function DestructionForm(props: { outletId: string; placeName: string }) {
  const stock = useOnHand(props.outletId);
  const destroy = useDestroyStock();
  const { message } = App.useApp();
  // The dialog rendered here, not at the app's root, keeps the page's 44 px touch theme.
  const [modal, modalHolder] = Modal.useModal();
  const [quantities, setQuantities] = useState<ReadonlyMap<string, number>>(new Map());
  const [reason, setReason] = useState<DestructionReason | undefined>();
  const [note, setNote] = useState('');
  // The destruction's Idempotency-Key: pressing Destroy again after a failure sends the same one.
  const submitKey = useSubmitKey();
  const [photo, setPhoto] = useState<(DestructionPhoto & { name: string }) | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);

  const held = stock.data?.rows.filter((row) => row.quantity > 0) ?? [];
  const rows = useMemo(() => findHeld(held, deferredSearch), [held, deferredSearch]);
  const { chosen, lines } = chosenLines(held, quantities);

  const choosePhoto = async (file: File) => {
    const checked = checkPhoto(file);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    setPhoto({ contentType: checked.contentType, content: await readFileBase64(file), name: file.name });
  };

  const submit = () => {
    const errors = overDestroyErrors(chosen, quantities, props.placeName);
    setRowErrors(errors);
    if (errors.size > 0) return setProblem(null);
    const request = {
      outletId: props.outletId,
      reason,
      note: note.trim() || null,
      photo: photo && { contentType: photo.contentType, content: photo.content },
      lines,
    };
    // The contract's own checks, with the API's words: something chosen, a reason, a note or a photo.
    const checked = destroyStockRequestSchema.safeParse(request);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Please check the form');
    setProblem(null);
    const idempotencyKey = submitKey.keyFor(checked.data);
    modal.confirm({
      ...destructionConfirmation(chosen, quantities, props.placeName),
      okText: 'Destroy',
      okButtonProps: { danger: true },
      onOk: () =>
        destroy.mutateAsync({ request: checked.data, idempotencyKey }).then(
          () => {
            submitKey.succeeded();
            message.success(DESTRUCTION_MESSAGES.destroyed);
            setQuantities(new Map());
            setReason(undefined);
            setNote('');
            setPhoto(null);
          },
          (error: Error) => {
            submitKey.failed(error);
            const { byRow, problem: rest } = rowErrorsOf(error, lines, (line) => line.productId);
            setRowErrors(byRow);
            setProblem(rest);
          },
        ),
    });
  };

  if (stock.isError)
    return <LoadError what="the stock" error={stock.error} onRetry={() => stock.refetch()} />;
  if (stock.isPending) return <LoadingBlock label="Loading the stock" />;
  if (held.length === 0) return <Empty description={`${props.placeName} holds no stock to destroy.`} />;

  return (
    <>
      {modalHolder}
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          closable={{ onClose: () => setProblem(null) }}
          title={problem}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex gap={12} wrap align="flex-start" style={{ marginBottom: 16 }}>
        <Select<DestructionReason>
          aria-label="Reason"
          placeholder="Reason"
          value={reason}
          onChange={setReason}
          options={DESTRUCTION_REASONS.map((value) => ({ value, label: DESTRUCTION_REASON_LABELS[value] }))}
          style={{ minWidth: 160 }}
        />
        <Input.TextArea
          aria-label="Note"
          placeholder={reason === 'other' ? 'Note (say why)' : 'Note'}
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Upload
          accept={DESTRUCTION_PHOTO_TYPES.join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void choosePhoto(file);
            return false;
          }}
        >
          <Button icon={<CameraOutlined />}>{photo ? 'Change photo' : 'Photo'}</Button>
        </Upload>
        {photo && (
          <Flex gap={8} align="center">
            <Image
              src={`data:${photo.contentType};base64,${photo.content}`}
              alt={`Photo ${photo.name}`}
              width={48}
              height={48}
              style={{ objectFit: 'cover' }}
            />
            <Button onClick={() => setPhoto(null)}>Remove</Button>
          </Flex>
        )}
      </Flex>
      <Input.Search
        aria-label="Search Item"
        placeholder="Search Item"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Table<Held>
        rowKey="productId"
        dataSource={rows}
        pagination={rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        // Narrow cells and a wrapping name: the three columns fit a 360 px phone.
        size="small"
        columns={[
          {
            title: 'Product',
            key: 'product',
            render: (_v, row) => <div style={{ maxWidth: 140, whiteSpace: 'normal' }}>{label(row)}</div>,
          },
          {
            title: 'In stock',
            key: 'held',
            align: 'right',
            render: (_v, row) => formatStockQuantity(row.quantity, row.unit),
          },
          {
            title: 'Destroy',
            key: 'destroy',
            render: (_v, row) => (
              <Form.Item
                style={{ margin: 0, minWidth: 88 }}
                validateStatus={rowErrors.has(row.productId) ? 'error' : undefined}
                help={rowErrors.get(row.productId)}
              >
                <InputNumber
                  aria-label={`Destroy ${label(row)}`}
                  min={0}
                  max={1_000_000}
                  precision={isPieceUnit(row.unit) ? 0 : undefined}
                  placeholder="0"
                  value={quantities.get(row.productId) ?? null}
                  onChange={(value) =>
                    setQuantities((current) =>
                      new Map(current).set(row.productId, typeof value === 'number' ? value : 0),
                    )
                  }
                  style={{ width: 88 }}
                />
              </Form.Item>
            ),
          },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Button type="primary" danger loading={destroy.isPending} onClick={submit}>
          Destroy
        </Button>
      </Flex>
    </>
  );
}
