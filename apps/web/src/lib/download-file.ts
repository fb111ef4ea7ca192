import { ApiRequestError, NETWORK_ERROR_MESSAGE, toApiRequestError } from './api-client.ts';

/** The file name the server gave in Content-Disposition (RFC 6266: filename*= wins over filename=). */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * POSTs JSON and saves the file the server answers with (XLSX exports of what a screen shows).
 * Errors come back as the same ApiRequestError as any other call, with the server's message.
 */
export async function downloadFile(options: {
  path: string;
  body: unknown;
  fallbackName: string;
}): Promise<string> {
  let response: Response;
  try {
    response = await fetch(options.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(options.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError({ status: 0, code: 'network', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) {
    // The same message and fields as any other call's error.
    throw toApiRequestError(response.status, await response.json().catch(() => undefined));
  }
  const name = fileNameOf(response, options.fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
