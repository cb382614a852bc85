import { CONFIG_DEFAULTS } from '../config/config-keys.ts';

/** The upload limits admins set in system config (spec §7 Configuration, §9 Files). */
export interface FileLimits {
  /** Allowed extensions, lower case, without the dot. */
  allowedTypes: string[];
  /** Largest file, in MB; a file must be strictly below it. */
  sizeLimitMb: number;
  /** A batch must hold strictly fewer files than this. */
  countLimit: number;
  /** Longest name, in UTF-8 bytes. */
  nameMaxBytes: number;
  /** Files above this many MB go in chunks. */
  chunkThresholdMb: number;
  chunkSizeMb: number;
  /** Extensions the server adds to the native preview list (custom-filePreview-types). */
  customPreviewTypes: string[];
}

const MB = 1024 * 1024;
export const bytesOfMb = (mb: number) => Math.round(mb * MB);

function positive(value: string | undefined, fallback: string): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : Number(fallback);
}

/** A comma-separated extension list, lower case and without dots or blanks. */
export function parseExtensionList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase().replace(/^\./, ''))
    .filter((item) => item.length > 0);
}

/** "threshold-chunkSize" in MB; a malformed value falls back to the default, as a failed lookup does. */
export function parseFileChunk(value: string | undefined): { thresholdMb: number; chunkSizeMb: number } {
  const match = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(value ?? '');
  const [threshold, chunk] = (match ? [match[1], match[2]] : CONFIG_DEFAULTS['file-chunk'].split('-')).map(
    Number,
  ) as [number, number];
  if (!(threshold > 0 && chunk > 0)) return parseFileChunk(CONFIG_DEFAULTS['file-chunk']);
  return { thresholdMb: threshold, chunkSizeMb: chunk };
}

/** The limits from the raw config values; anything missing or malformed takes the default. */
export function fileLimitsOf(values: Partial<Record<keyof typeof CONFIG_DEFAULTS, string>>): FileLimits {
  const chunk = parseFileChunk(values['file-chunk']);
  const allowed = parseExtensionList(values['file-type-limit']);
  return {
    allowedTypes: allowed.length > 0 ? allowed : parseExtensionList(CONFIG_DEFAULTS['file-type-limit']),
    sizeLimitMb: positive(values['file-size-limit'], CONFIG_DEFAULTS['file-size-limit']),
    countLimit: positive(values['file-count-limit'], CONFIG_DEFAULTS['file-count-limit']),
    nameMaxBytes: positive(values.file_upload_name_max_length, CONFIG_DEFAULTS.file_upload_name_max_length),
    chunkThresholdMb: chunk.thresholdMb,
    chunkSizeMb: chunk.chunkSizeMb,
    customPreviewTypes: parseExtensionList(values['custom-filePreview-types']),
  };
}

export const DEFAULT_FILE_LIMITS: FileLimits = fileLimitsOf({});

/** The config keys the limits are read from. */
export const FILE_LIMIT_KEYS = [
  'file-type-limit',
  'file-size-limit',
  'file-count-limit',
  'file_upload_name_max_length',
  'file-chunk',
  'custom-filePreview-types',
] as const;
