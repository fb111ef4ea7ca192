import {
  businessDay,
  CARRY_OVER_MESSAGES,
  formatBusinessDay,
  ISSUE_SECTIONS,
  type IssueSection,
  type MaterialIssueListQuery,
  type MaterialIssueNote,
} from '@kadai/contract';
import { Alert, Button, Card, Flex, Input, InputNumber, message, Select, Table, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useSignedUser } from '../../auth/index.ts';
import { useIssueMaterialNote } from '../api/issue-material-note.ts';
import { exportIssueNotesUrl, issueNotePdfUrl, useIssueNotes } from '../api/list-issue-notes.ts';
import { IssueProductPicker } from '../components/issue-product-picker.tsx';
import { type IssueLineDraft, issueNoteRequest } from '../utils/issue-note-request.ts';

export const MATERIAL_ISSUE_TITLE = 'Material Issue Note';

let nextLineKey = 1;
const blankLine = (): IssueLineDraft => ({ key: nextLineKey++, product: null, quantity: null, unit: '' });

/**
 * Material issue notes (decision 018): what the godown issued to a section on a day, numbered
 * MIN/2026-27/00001 and posted to the stock ledger when saved; listed, searched, exported, printed.
 */
export function MaterialIssueNotePage() {
  const { data: user } = useSignedUser();
  // The warehouse issues; finance reads, exports and prints.
  const issues = user?.role === 'warehouse' || user?.role === 'admin';
  return (
    <>
      <header style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {MATERIAL_ISSUE_TITLE}
        </Typography.Title>
        <Typography.Text type="secondary">
          Materials issued from the godown to the bakery, kitchen or packing.
        </Typography.Text>
      </header>
      {issues && <NewNoteForm />}
      <NoteList />
    </>
  );
}

function NewNoteForm() {
  const [section, setSection] = useState<IssueSection | undefined>(undefined);
  const [issueDay, setIssueDay] = useState(businessDay());
  const [receivedBy, setReceivedBy] = useState('');
  const [remarks, setRemarks] = useState('');
  const [lines, setLines] = useState<IssueLineDraft[]>(() => [blankLine()]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<MaterialIssueNote | null>(null);
  const [notice, noticeHolder] = message.useMessage();
  const issue = useIssueMaterialNote();

  const update = (key: number, change: Partial<IssueLineDraft>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const onSubmit = () => {
    setFailure(null);
    const checked = issueNoteRequest({ section, issueDay, receivedBy, remarks, lines });
    if (!checked.ok) return setFailure(checked.problem);
    issue.mutate(checked.request, {
      onSuccess: (note) => {
        setSaved(note);
        notice.success(`${CARRY_OVER_MESSAGES.issued}: ${note.number}`);
        setLines([blankLine()]);
        setReceivedBy('');
        setRemarks('');
      },
      onError: (error) => setFailure(isApiRequestError(error) ? error.message : error.message),
    });
  };

  return (
    <Card title="New note" style={{ marginBottom: 24 }}>
      {noticeHolder}
      {saved && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setSaved(null) }}
          title={`${saved.number} saved`}
          action={
            <Button href={issueNotePdfUrl(saved.id)} target="_blank">
              Print
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
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
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Section"
          placeholder="Section"
          value={section}
          options={ISSUE_SECTIONS.map((s) => ({ value: s, label: s }))}
          onChange={setSection}
          style={{ width: 150 }}
        />
        <Input
          aria-label="Date"
          type="date"
          value={issueDay}
          max={businessDay()}
          onChange={(event) => setIssueDay(event.target.value)}
          style={{ width: 160 }}
        />
        <Input
          aria-label="Received by"
          placeholder="Received by"
          value={receivedBy}
          maxLength={100}
          onChange={(event) => setReceivedBy(event.target.value)}
          style={{ flex: '1 1 160px', maxWidth: 280 }}
        />
      </Flex>
      {lines.map((line, index) => (
        <Flex key={line.key} gap={8} wrap align="center" style={{ marginBottom: 8 }}>
          <div style={{ flex: '1 1 220px', maxWidth: 420 }}>
            <IssueProductPicker
              ariaLabel={`Line ${index + 1} product`}
              value={line.product}
              onChange={(product) => update(line.key, { product, unit: product.unit })}
            />
          </div>
          <InputNumber
            aria-label={`Line ${index + 1} quantity`}
            placeholder="Quantity"
            min={0}
            value={line.quantity}
            onChange={(value) => update(line.key, { quantity: typeof value === 'number' ? value : null })}
            style={{ width: 110 }}
          />
          <Input
            aria-label={`Line ${index + 1} unit`}
            placeholder="Unit"
            value={line.unit}
            maxLength={40}
            onChange={(event) => update(line.key, { unit: event.target.value })}
            style={{ width: 80 }}
          />
          <Button
            aria-label={`Remove line ${index + 1}`}
            disabled={lines.length === 1}
            onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
          >
            ×
          </Button>
        </Flex>
      ))}
      <Button onClick={() => setLines((all) => [...all, blankLine()])} style={{ marginBottom: 16 }}>
        Add line
      </Button>
      <Input.TextArea
        aria-label="Remarks"
        placeholder="Remarks (optional)"
        value={remarks}
        maxLength={500}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onChange={(event) => setRemarks(event.target.value)}
        style={{ marginBottom: 16 }}
      />
      <Flex justify="flex-end">
        <Button type="primary" size="large" loading={issue.isPending} onClick={onSubmit}>
          Save note
        </Button>
      </Flex>
    </Card>
  );
}

function NoteList() {
  const [search, setSearch] = useState('');
  const [section, setSection] = useState<IssueSection | undefined>(undefined);
  const deferred = useDeferredValue(search.trim());
  const query: MaterialIssueListQuery = {
    ...(deferred && { search: deferred }),
    ...(section && { section }),
  };
  const notes = useIssueNotes(query);

  return (
    <section aria-label="Issued notes">
      <Typography.Title level={3}>Issued notes</Typography.Title>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search notes"
          placeholder="Number, person or product"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label="Filter by section"
          placeholder="All sections"
          allowClear
          value={section}
          options={ISSUE_SECTIONS.map((s) => ({ value: s, label: s }))}
          onChange={(value) => setSection(value)}
          style={{ width: 150 }}
        />
        <Button href={exportIssueNotesUrl(query)}>Export</Button>
      </Flex>
      {notes.isError ? (
        <LoadError what="the notes" error={notes.error} onRetry={() => notes.refetch()} />
      ) : (
        <Table<MaterialIssueNote>
          rowKey="id"
          loading={notes.isFetching}
          dataSource={notes.data ?? []}
          size="small"
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Note', dataIndex: 'number', key: 'number' },
            { title: 'Date', key: 'issueDay', render: (_, note) => formatBusinessDay(note.issueDay) },
            { title: 'Section', dataIndex: 'section', key: 'section' },
            {
              title: 'Materials',
              key: 'lines',
              render: (_, note) =>
                note.lines
                  .map(
                    (line) =>
                      `${[line.productName, line.variantName].filter(Boolean).join(' ')} ${line.quantity} ${line.unit}`,
                  )
                  .join(', '),
            },
            { title: 'Received by', dataIndex: 'receivedBy', key: 'receivedBy' },
            { title: 'Issued by', dataIndex: 'issuedByName', key: 'issuedByName' },
            {
              title: 'Print',
              key: 'print',
              render: (_, note) => (
                <Button
                  size="small"
                  href={issueNotePdfUrl(note.id)}
                  target="_blank"
                  aria-label={`Print ${note.number}`}
                >
                  Print
                </Button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
