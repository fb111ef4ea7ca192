/**
 * An attachment's address. A plain link: the session is an HttpOnly cookie the browser sends
 * along, and the server names the file.
 */
export function outboxAttachmentUrl(options: { messageId: number; attachmentId: number }): string {
  return `/api/admin/outbox/${options.messageId}/attachments/${options.attachmentId}`;
}
