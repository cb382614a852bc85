const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A byte count as a person reads it: 1.5 MB, 320 KB, 12 B. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(value >= 100 ? 0 : 1)} ${UNITS[unit]}`;
}
