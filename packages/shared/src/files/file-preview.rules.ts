import { extensionOf } from './file-selection.rules.ts';

/** Spec §9 Files: shown by the browser itself, plus the server's custom list. */
export const NATIVE_PREVIEW_TYPES = [
  'pdf',
  'jpg',
  'png',
  'jpeg',
  'gif',
  'webp',
  'txt',
  'json',
  'conf',
  'yml',
  'properties',
  'xml',
  'js',
  'css',
  'scss',
  'java',
  'sql',
  'mp3',
  'mp4',
] as const;
export const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const MEDIA_TYPES = ['mp3', 'mp4'] as const;
/** Office documents LibreOffice converts to PDF. */
export const OFFICE_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;
/** Office documents the browser renders itself (docx-preview, a sheet table). */
export const BROWSER_OFFICE_TYPES = ['docx', 'xlsx'] as const;

/** Spec §4 File preview: the header the preview call answers with. */
export const RET_TYPES = ['download', 'pdfPreviewFile', 'htmlPreviewFile', 'vueOfficePreviewFile'] as const;
export type RetType = (typeof RET_TYPES)[number];

export type PreviewMode = 'native' | 'office' | 'download';

const includes = (list: readonly string[], ext: string) => list.includes(ext);

/** Spec §4: the extension decides native preview, the server's office preview, or download. */
export function previewModeOf(name: string, customTypes: readonly string[] = []): PreviewMode {
  const ext = extensionOf(name);
  if (includes(NATIVE_PREVIEW_TYPES, ext) || includes(customTypes, ext)) return 'native';
  if (includes(OFFICE_TYPES, ext)) return 'office';
  return 'download';
}

export const isImageName = (name: string) => includes(IMAGE_TYPES, extensionOf(name));
export const isOfficeName = (name: string) => includes(OFFICE_TYPES, extensionOf(name));

/** What the server answers for a file's preview; `converted` says a PDF copy exists. */
export function retTypeOf(name: string, converted: boolean): RetType | null {
  const ext = extensionOf(name);
  if (ext === 'pdf') return 'pdfPreviewFile';
  if (includes(BROWSER_OFFICE_TYPES, ext)) return converted ? 'pdfPreviewFile' : 'vueOfficePreviewFile';
  if (includes(OFFICE_TYPES, ext)) return converted ? 'pdfPreviewFile' : 'download';
  if (includes(IMAGE_TYPES, ext) || includes(MEDIA_TYPES, ext)) return null;
  if (includes(NATIVE_PREVIEW_TYPES, ext)) return 'htmlPreviewFile';
  return 'download';
}
