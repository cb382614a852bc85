/** Progress of a streamed download as a person reads it: "356 KB" or "2.4 MB" received. */
export function formatReceived(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(0, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The bar's percentage: exact when the server sent a length; otherwise the export is streamed
 * without one, so the bar creeps towards 95 % by bytes received and reaches 100 only when done.
 */
export function progressPercent(received: number, total: number | null, done: boolean): number {
  if (done) return 100;
  if (total) return Math.min(99, Math.floor((received / total) * 100));
  // 1 - e^(-x): grows quickly at first, never reaches 95 before the end.
  return Math.floor(95 * (1 - Math.exp(-received / (256 * 1024))));
}
