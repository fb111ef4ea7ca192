import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  formatStockQuantity,
  SALES_FILE_MAX_BYTES,
  SALES_MESSAGES,
  type SalesLine,
  type SalesUploadResult,
} from '@kadai/contract';
import { Alert, App, Button, Card, Flex, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { readFileBase64 } from '../../../lib/read-file-base64.ts';
import { SALES_TEMPLATE_URL } from '../api/get-sales-day.ts';
import { useUploadSales } from '../api/upload-sales.ts';
import { previewHeading, saleValueText, uploadProblems } from '../utils/sales-rows.ts';

type Chosen = { fileName: string; content: string };

/**
 * The till's export: chosen, read and checked by the server (a dry run), shown as a preview, and
 * saved only when the person says so. A file with a problem is refused whole, every bad row named.
 */
export function SalesUpload(props: { outletId: string; day: string }) {
  const upload = useUploadSales();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preview, setPreview] = useState<SalesUploadResult | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const check = async (file: File) => {
    setPreview(null);
    setChosen(null);
    if (file.size > SALES_FILE_MAX_BYTES) {
      setProblems([SALES_MESSAGES.fileTooLarge]);
      return;
    }
    const next = { fileName: file.name, content: await readFileBase64(file) };
    upload.mutate(
      { outletId: props.outletId, day: props.day, ...next, dryRun: true },
      {
        onSuccess: (result) => {
          setProblems([]);
          setChosen(next);
          setPreview(result);
        },
        onError: (error) => setProblems(uploadProblems(error)),
      },
    );
  };

  const save = () => {
    if (!chosen) return;
    upload.mutate(
      { outletId: props.outletId, day: props.day, ...chosen, dryRun: false },
      {
        onSuccess: () => {
          message.success(SALES_MESSAGES.saved);
          setPreview(null);
          setChosen(null);
        },
        onError: (error) => setProblems(uploadProblems(error)),
      },
    );
  };

  return (
    <Card title="Upload the till's export" size="small" style={{ marginBottom: 24 }}>
      <Flex gap={8} wrap align="center">
        <Upload
          accept=".xlsx,.csv"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void check(file);
            // Read here and sent as JSON: antd's own request is not used.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending && !chosen}>
            Choose .xlsx or .csv
          </Button>
        </Upload>
        <Button icon={<DownloadOutlined />} href={SALES_TEMPLATE_URL}>
          Template
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Columns Product, Variant, Quantity and Sale value (₹); up to 1 MB. Uploading a day again replaces its
        sales.
      </Typography.Paragraph>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title="The file was not saved: nothing is written until every row is right."
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      )}
      {preview && chosen && (
        <section aria-label="Preview" style={{ marginTop: 12 }}>
          <Typography.Text strong>{previewHeading(chosen.fileName, preview)}</Typography.Text>
          <Table<SalesLine>
            rowKey="productId"
            dataSource={preview.lines}
            pagination={preview.lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            scroll={{ x: 'max-content' }}
            size="small"
            style={{ marginTop: 8 }}
            columns={[
              { title: 'Product', dataIndex: 'productName', key: 'product' },
              { title: 'Variant', dataIndex: 'variantName', key: 'variant' },
              {
                title: 'Quantity',
                key: 'quantity',
                align: 'right',
                render: (_v, line) => formatStockQuantity(line.quantity, line.unit),
              },
              {
                title: 'Sale value',
                key: 'amount',
                align: 'right',
                render: (_v, line) => saleValueText(line.amountPaise),
              },
            ]}
          />
          <Flex gap={8} justify="flex-end" style={{ marginTop: 8 }}>
            <Button
              onClick={() => {
                setPreview(null);
                setChosen(null);
              }}
            >
              Cancel
            </Button>
            <Button type="primary" loading={upload.isPending} onClick={save}>
              Save these sales
            </Button>
          </Flex>
        </section>
      )}
    </Card>
  );
}
