/**
 * An attachment's Content-Disposition. Team names may hold letters outside ASCII, which an HTTP
 * header cannot carry as is: browsers read the UTF-8 `filename*`, older clients the ASCII fallback.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
