import { type ConfirmDispatchRequest, confirmDispatchRequestSchema, STOCK_MESSAGES } from '@kadai/contract';
import { Alert, Button, Flex, Form, Input, Modal, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import {
  fieldMessage,
  showFieldErrors,
  showRequestError,
  zodFieldErrors,
} from '../../../../lib/form-errors.ts';
import { useCreateDriver } from '../api/create-driver.ts';
import { useCreateVehicle } from '../api/create-vehicle.ts';
import { useTransport } from '../api/list-transport.ts';

const FIELDS = ['driverId', 'vehicleId'];
type Values = { driverId?: number; vehicleId?: number };

/**
 * A driver and a vehicle for stock leaving on a trip (a dispatch, a store's return): chosen from
 * those kept or added here, the driver asked for first (§5), each message under its field.
 */
export function BookTransportModal(props: {
  open: boolean;
  title: string;
  pending: boolean;
  children?: ReactNode;
  onClose: () => void;
  onBook: (
    booking: ConfirmDispatchRequest,
    done: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
}) {
  const [form] = Form.useForm<Values>();
  const transport = useTransport(props.open);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setProblem(null);
    props.onClose();
  };

  const submit = () => {
    setProblem(null);
    form.setFields(FIELDS.map((name) => ({ name: name as keyof Values, errors: [] })));
    const values = form.getFieldsValue();
    const parsed = confirmDispatchRequestSchema.safeParse({
      driverId: values.driverId ?? null,
      vehicleId: values.vehicleId ?? null,
    });
    if (!parsed.success) {
      showFieldErrors(form, zodFieldErrors(parsed.error), FIELDS);
      return;
    }
    props.onBook(parsed.data as ConfirmDispatchRequest, {
      onSuccess: close,
      onError: (error) => setProblem(showRequestError(form, error, FIELDS)),
    });
  };

  const busySince = (since: string) =>
    new Date(since).toLocaleTimeString('en-IN', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
    });

  return (
    <Modal
      open={props.open}
      title={props.title}
      okText="OK"
      onOk={submit}
      confirmLoading={props.pending}
      okButtonProps={{ size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      onCancel={close}
      destroyOnHidden
    >
      {props.children}
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="driverId" label="Driver's Name">
          <Select
            aria-label="Driver's Name"
            size="large"
            showSearch
            optionFilterProp="label"
            placeholder="Choose a driver"
            loading={transport.isPending}
            options={(transport.data?.drivers ?? []).map((driver) => ({
              value: driver.id,
              label: driver.busy
                ? `${driver.name} (on trip T${driver.busy.tripId} with ${driver.busy.vehicleNumber} since ${busySince(driver.busy.since)})`
                : driver.name,
              disabled: driver.busy !== null,
            }))}
          />
        </Form.Item>
        <AddTransport kind="driver" onAdded={(id) => form.setFieldValue('driverId', id)} />
        <Form.Item name="vehicleId" label="Vehicle Number">
          <Select
            aria-label="Vehicle Number"
            size="large"
            showSearch
            optionFilterProp="label"
            placeholder="Choose a vehicle"
            loading={transport.isPending}
            options={(transport.data?.vehicles ?? []).map((vehicle) => ({
              value: vehicle.id,
              label: vehicle.busy
                ? `${vehicle.number} (on trip T${vehicle.busy.tripId} with ${vehicle.busy.driverName} since ${busySince(vehicle.busy.since)})`
                : vehicle.number,
              disabled: vehicle.busy !== null,
            }))}
          />
        </Form.Item>
        <AddTransport kind="vehicle" onAdded={(id) => form.setFieldValue('vehicleId', id)} />
        {problem && (
          <Alert type="error" showIcon title={STOCK_MESSAGES.somethingWrong} description={problem} />
        )}
      </Form>
    </Modal>
  );
}

/** A driver or a vehicle not on the list yet, added without leaving the dialog. */
function AddTransport(props: { kind: 'driver' | 'vehicle'; onAdded: (id: number) => void }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createDriver = useCreateDriver();
  const createVehicle = useCreateVehicle();
  const pending = createDriver.isPending || createVehicle.isPending;
  const label = props.kind === 'driver' ? "New driver's name" : 'New vehicle number';

  if (!open) {
    return (
      <Button type="link" onClick={() => setOpen(true)} style={{ padding: 0, minHeight: 44, marginTop: -12 }}>
        {props.kind === 'driver' ? 'Add a driver' : 'Add a vehicle'}
      </Button>
    );
  }
  const added = (id: number) => {
    props.onAdded(id);
    setValue('');
    setError(null);
    setOpen(false);
  };
  const add = () => {
    setError(null);
    if (props.kind === 'driver') {
      createDriver.mutate(
        { name: value },
        { onSuccess: (driver) => added(driver.id), onError: (e) => setError(fieldMessage(e, 'name')) },
      );
    } else {
      createVehicle.mutate(
        { number: value },
        { onSuccess: (vehicle) => added(vehicle.id), onError: (e) => setError(fieldMessage(e, 'number')) },
      );
    }
  };
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
      <Flex gap={8}>
        <Input
          aria-label={label}
          placeholder={props.kind === 'driver' ? 'Name' : 'TN 09 AB 1234'}
          size="large"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onPressEnter={add}
        />
        <Button size="large" onClick={add} loading={pending}>
          Add
        </Button>
      </Flex>
    </Form.Item>
  );
}
