import type { FastifyReply } from 'fastify';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';

/**
 * An attachment's Content-Disposition. Team names may hold letters outside ASCII, which an HTTP
 * header cannot carry as is: browsers read the UTF-8 `filename*`, older clients the ASCII fallback.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A sheet as a download: its name in the disposition, never cached (it is a snapshot of now). */
export function sendXlsx(reply: FastifyReply, sheet: { fileName: string; xlsx: Buffer }) {
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(sheet.fileName))
    .header('cache-control', 'no-store')
    .send(sheet.xlsx);
}
