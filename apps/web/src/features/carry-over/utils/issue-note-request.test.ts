import { describe, expect, it } from 'vitest';
import { type IssueNoteDraft, issueNoteRequest } from './issue-note-request.ts';

const flour = { id: 'flour', name: 'Flour', variantName: '1 kg', unit: 'kg' };
const ghee = { id: 'ghee', name: 'Ghee', variantName: '', unit: '' };

const draft = (over: Partial<IssueNoteDraft>): IssueNoteDraft => ({
  section: 'BAKERY',
  issueDay: '2026-01-05',
  receivedBy: ' Lakshmi ',
  remarks: '',
  lines: [{ key: 1, product: flour, quantity: 2, unit: '' }],
  ...over,
});

describe('issueNoteRequest', () => {
  it('asks for what is missing in the order the form reads', () => {
    expect(issueNoteRequest(draft({ section: undefined, receivedBy: '' }))).toEqual({
      ok: false,
      problem: 'Section: please choose a section',
    });
    expect(issueNoteRequest(draft({ receivedBy: '   ' }))).toEqual({
      ok: false,
      problem: 'Received by: please give a name',
    });
    expect(issueNoteRequest(draft({ lines: [{ key: 1, product: null, quantity: 2, unit: '' }] }))).toEqual({
      ok: false,
      problem: 'Add at least one product',
    });
  });

  it('asks for a quantity above 0 for the first product picked without one', () => {
    const lines = [
      { key: 1, product: flour, quantity: 2, unit: '' },
      { key: 2, product: ghee, quantity: 0, unit: '' },
      { key: 3, product: flour, quantity: null, unit: '' },
    ];
    expect(issueNoteRequest(draft({ lines }))).toEqual({
      ok: false,
      problem: 'Ghee: please give a quantity above 0',
    });
  });

  it('saves the products picked, trimmed, with the unit typed, else the product’s, else packs', () => {
    const lines = [
      { key: 1, product: flour, quantity: 2, unit: '' },
      { key: 2, product: null, quantity: null, unit: '' },
      { key: 3, product: ghee, quantity: 1.5, unit: ' tin ' },
      { key: 4, product: ghee, quantity: 1, unit: '' },
    ];
    expect(issueNoteRequest(draft({ lines, remarks: ' for the cakes ' }))).toEqual({
      ok: true,
      request: {
        section: 'BAKERY',
        issueDay: '2026-01-05',
        receivedBy: 'Lakshmi',
        remarks: 'for the cakes',
        lines: [
          { productId: 'flour', quantity: 2, unit: 'kg' },
          { productId: 'ghee', quantity: 1.5, unit: 'tin' },
          { productId: 'ghee', quantity: 1, unit: 'packs' },
        ],
      },
    });
  });

  it('sends no remarks when none are typed', () => {
    const result = issueNoteRequest(draft({ remarks: '  ' }));
    expect(result.ok && result.request.remarks).toBeNull();
  });
});
