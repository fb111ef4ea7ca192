import {
  type CustomerInput,
  type CustomerInputRequest,
  customerInputSchema,
  type InvoiceLine,
  rupeesToPaise,
} from '@kadai/contract';

/** Days before the seeding day: each ageing bucket (0–30, 31–60, 61–90, over 90) gets an invoice. */
type DemoInvoice = { daysAgo: number; lines: InvoiceLine[] };
type DemoReceipt = { daysAgo: number; rupees: number; reference: string };

export interface DemoReceivable {
  customer: CustomerInput;
  invoices: DemoInvoice[];
  /** A credit note against the customer's first invoice. */
  creditNote?: { daysAgo: number; reason: string; lines: InvoiceLine[] };
  receipts: DemoReceipt[];
}

const line = (
  item: string,
  quantity: number,
  unit: string,
  rupees: number,
  slab: number,
  transport = 0,
): InvoiceLine => ({
  item,
  hsn: null,
  quantity,
  unit,
  pricePaise: rupeesToPaise(rupees),
  taxSlabBasisPoints: slab as InvoiceLine['taxSlabBasisPoints'],
  transportPaise: rupeesToPaise(transport),
});

/** Through the form's own schema, so a demo customer is one the form would accept (its state from its GSTIN). */
const customer = (details: CustomerInputRequest): CustomerInput => customerInputSchema.parse(details);

/**
 * A receivables list worth opening on a fresh clone: a customer owing in every ageing bucket, one
 * who paid in advance (NOT OK), one whose invoice a credit note corrected and who paid the rest,
 * a Bangalore customer billed IGST, and one with nothing yet.
 */
export const DEMO_RECEIVABLES: readonly DemoReceivable[] = [
  {
    customer: customer({
      name: 'Annapoorna Caterers',
      storeId: 'adyar',
      mobile: '9840011111',
      email: 'accounts@annapoorna.example',
      gstin: '33AABCA1234F1ZG',
    }),
    invoices: [
      {
        daysAgo: 120,
        lines: [line('Idli Batter', 40, 'kg', 80, 500), line('Sambar', 20, 'kg', 180, 500, 150)],
      },
      { daysAgo: 75, lines: [line('Puliyodharai Mix', 12, 'kg', 480, 500)] },
      { daysAgo: 45, lines: [line('Coconut Chutney', 15, 'kg', 240, 500)] },
      { daysAgo: 5, lines: [line('Mysore Pak', 6, 'box', 450, 500), line('Murukku', 10, 'pack', 120, 1200)] },
    ],
    receipts: [{ daysAgo: 100, rupees: 3000, reference: 'UPI 612345678901' }],
  },
  {
    customer: customer({
      name: 'Sri Lakshmi Stores',
      storeId: 'neelankarai',
      groupName: 'Monthly Credit',
      mobile: '9841022222',
    }),
    invoices: [{ daysAgo: 20, lines: [line('Dosa Batter', 30, 'kg', 80, 500)] }],
    receipts: [{ daysAgo: 18, rupees: 4000, reference: 'Bank transfer UTR0042' }],
  },
  {
    customer: customer({ name: 'Green Leaf Cafe', storeId: 'alwarpet', email: 'owner@greenleaf.example' }),
    invoices: [
      {
        daysAgo: 35,
        lines: [line('Vegetable Kurma', 10, 'kg', 240, 500), line('Rasam', 10, 'kg', 120, 500)],
      },
    ],
    creditNote: {
      daysAgo: 30,
      reason: 'Rasam spoiled in transit',
      lines: [line('Rasam', 10, 'kg', 120, 500)],
    },
    receipts: [{ daysAgo: 28, rupees: 2520, reference: 'Cash' }],
  },
  {
    customer: customer({
      name: 'Bengaluru Bhavan',
      groupName: 'Corporate',
      mobile: '9900033333',
      gstin: '29AACCB5678K1Z4',
    }),
    invoices: [{ daysAgo: 62, lines: [line('Mango Thokku', 25, 'kg', 260, 1200, 800)] }],
    receipts: [],
  },
  {
    customer: customer({ name: 'Thendral Mess', storeId: 't-nagar', mobile: '9962044444' }),
    invoices: [],
    receipts: [],
  },
];
