/** How much of a download has arrived; `total` is null when the server streams without a length. */
export type DownloadProgress = (received: number, total: number | null) => void;

/**
 * Reads a response body chunk by chunk so the caller can show progress. A streamed export has no
 * Content-Length (the server writes the workbook while it reads the rows), so the byte count is
 * what a person can be shown; with a length the caller can show a percentage too.
 */
export async function readWithProgress(response: Response, onProgress: DownloadProgress): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}
