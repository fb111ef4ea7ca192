import {
  formatPaise,
  INVOICE_KIND_LABELS,
  INVOICE_SELLER,
  type Invoice,
  type OutstandingDocument,
  SEND_MESSAGES,
  type SendChannel,
  type SignedUser,
} from '@kadai/contract';
import type { Database } from '../../../db/client.ts';
import { customerDocumentSends } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { MailSettings } from '../../notifications/mail/mail-settings.ts';
import { queueMail } from '../../notifications/mail/queue-mail.ts';
import { queueSms } from '../../notifications/sms/queue-sms.ts';
import type { SmsSettings } from '../../notifications/sms/sms-settings.ts';
import { composeSms } from '../../notifications/sms/sms-templates.ts';
import { createShortLink } from '../../short-links/create-short-link.ts';
import { getCustomer } from '../customers/get-customer.ts';
import { getInvoice } from '../invoices/get-invoice.ts';
import { invoiceLinkPath, invoiceLinkUrl, makeInvoiceLinkToken } from '../invoices/invoice-link.ts';
import { getOutstandingDocument } from './get-outstanding-document.ts';
import { listCustomerSends } from './list-customer-sends.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';
import { renderOutstandingPdf } from './render-outstanding-pdf.ts';

export interface SendContext {
  /** The shop's origin as the sender reached it: the customer's link is on the same site. */
  origin: string;
  mail: MailSettings;
  sms: SmsSettings;
  jobs: JobQueue;
}

const rupeesForSms = (paise: number) => `Rs. ${formatPaise(paise).replace('₹', '')}`;
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-');

/**
 * Sends a customer one invoice (invoiceId) or their outstanding document, by e-mail (the PDF
 * attached, with the read-only link) or by SMS (a short text with a short link, /s/CODE, to the
 * same page: the signed link is far over DLT's 30 characters a variable; text: sms-templates.ts):
 * the outbox message, its short link, its delivery job and the send's record are written in one
 * transaction. The send's state is the message's (list-customer-sends.ts). A customer without the
 * address or number is a 400 naming it.
 */
export async function sendCustomerDocument(
  db: Database,
  options: {
    customerId: number;
    channel: SendChannel;
    invoiceId?: number | undefined;
    user: Pick<SignedUser, 'id' | 'displayName'>;
    context: SendContext;
    now?: Date;
  },
) {
  const { context, channel } = options;
  const customer = await getCustomer(db, options.customerId);
  const to = channel === 'email' ? customer.email : customer.mobile;
  if (!to) {
    const field = channel === 'email' ? 'email' : 'mobile';
    const message = channel === 'email' ? SEND_MESSAGES.noEmail : SEND_MESSAGES.noMobile;
    throw AppError.validation([{ path: field, message }]);
  }
  const templateId = context.sms.templates.invoice;
  if (channel === 'sms' && context.sms.provider !== 'none' && !templateId) {
    throw new AppError('conflict', SEND_MESSAGES.noSmsTemplate);
  }

  let invoice: Invoice | null = null;
  let outstanding: OutstandingDocument | null = null;
  if (options.invoiceId !== undefined) {
    invoice = await getInvoice(db, options.invoiceId);
    if (invoice.customer.id !== customer.id) {
      throw AppError.validation([{ path: 'invoiceId', message: SEND_MESSAGES.invoiceOfAnother }]);
    }
  } else {
    outstanding = await getOutstandingDocument(db, {
      customerId: customer.id,
      ...(options.now && { now: options.now }),
    });
  }
  const { token, expiresAt } = await makeInvoiceLinkToken(db, {
    customerId: customer.id,
    invoiceId: invoice?.id ?? null,
    ...(options.now && { now: options.now }),
  });
  const link = invoiceLinkUrl(context.origin, token);
  const what = invoice
    ? `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`
    : `Outstanding invoices as of ${outstanding?.asOf ?? ''}`;
  const amountPaise = invoice ? invoice.totals.totalPaise : (outstanding?.totalOutstandingPaise ?? 0);

  // Rendered before the transaction: a PDF takes a moment, and holds no lock meanwhile.
  const pdf =
    channel === 'email'
      ? await (invoice ? renderInvoicePdf(invoice) : renderOutstandingPdf(outstanding as OutstandingDocument))
      : null;

  const sendId = await db.transaction(async (tx) => {
    let mailMessageId: number | null = null;
    let smsMessageId: number | null = null;
    if (channel === 'email') {
      const message = await queueMail(tx, {
        to,
        subject: `${what} — ${INVOICE_SELLER.name}`,
        text: [
          `Dear ${customer.name},`,
          '',
          `Please find attached ${invoice ? `${what}` : 'your outstanding invoices'}: ${formatPaise(amountPaise)}.`,
          `You can also view it online until the link expires: ${link}`,
          '',
          `— ${INVOICE_SELLER.name}`,
        ].join('\n'),
        attachments: [
          {
            filename: `${fileSafe(invoice ? invoice.number : `outstanding-${customer.id}-${outstanding?.asOf ?? ''}`)}.pdf`,
            contentType: 'application/pdf',
            content: pdf as Buffer,
          },
        ],
        smtp: Boolean(context.mail.smtpUrl),
        jobs: context.jobs,
      });
      mailMessageId = message.id;
    } else {
      // The short link opens what the signed link opens, and expires with it.
      const { code } = await createShortLink(tx, {
        target: invoiceLinkPath(token),
        purpose: invoice ? 'invoice' : 'outstanding',
        expiresAt,
      });
      const sms = composeSms('invoice', {
        linkBase: context.sms.linkBase ?? context.origin,
        values: {
          name: customer.name,
          document: invoice
            ? `${INVOICE_KIND_LABELS[invoice.kind].toLowerCase()} ${invoice.number}`
            : 'outstanding balance',
          amount: rupeesForSms(amountPaise),
          code,
        },
      });
      const message = await queueSms(tx, {
        to,
        // Without a provider the message waits in the outbox, where an admin can read it.
        templateId: templateId ?? 'none',
        ...sms,
        provider: context.sms.provider !== 'none',
        jobs: context.jobs,
      });
      smsMessageId = message.id;
    }
    const [row] = await tx
      .insert(customerDocumentSends)
      .values({
        customerId: customer.id,
        invoiceId: invoice?.id ?? null,
        document: invoice ? 'invoice' : 'outstanding',
        channel,
        mailMessageId,
        smsMessageId,
        createdByUserId: options.user.id,
        createdBy: options.user.displayName,
      })
      .returning({ id: customerDocumentSends.id });
    if (!row) throw new Error('customer_document_sends insert returned no row');
    return row.id;
  });
  const [send] = await listCustomerSends(db, { customerId: customer.id, sendId });
  if (!send) throw new Error(`send ${sendId} not found after writing it`);
  return send;
}
