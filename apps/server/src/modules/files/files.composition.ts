import path from 'node:path';
import type { Database } from '../../platform/db/database.ts';
import { PdfConverter } from '../../platform/office/pdf-converter.ts';
import { LocalDiskStorage } from '../../platform/storage/local-disk-storage.ts';
import { FileChunkService } from './file-chunk.service.ts';
import { ChunkCleanup } from './file-chunk-cleanup.ts';
import { FileDownloadService } from './file-download.service.ts';
import { FilePreviewService, type SendToUser } from './file-preview.service.ts';
import { createFileSources } from './file-sources.ts';
import { FileUploadService } from './file-upload.service.ts';
import { type ConfigReader, FilesService } from './files.service.ts';
import { GeneratedFiles } from './generated-files.ts';

export const DEFAULT_SOFFICE_PATH = '/usr/bin/soffice';

/** The attachment services over one store under DATA_DIR/files. */
export function createFiles(deps: {
  db: Database;
  dataDir: string;
  sofficePath: string | undefined;
  readConfig: ConfigReader;
  sendToUser: SendToUser;
  warn: (error: unknown, message: string) => void;
}) {
  const root = path.join(deps.dataDir, 'files');
  const storage = new LocalDiskStorage(root);
  const fileSources = createFileSources();
  const files = new FilesService(deps.db, fileSources, deps.readConfig);
  const fileDownloads = new FileDownloadService(files, storage);
  const fileChunks = new FileChunkService(files, storage);
  const converter = new PdfConverter(deps.sofficePath ?? DEFAULT_SOFFICE_PATH, path.join(root, '.convert'));
  return {
    files,
    fileSources,
    fileUploads: new FileUploadService(files, storage),
    fileChunks,
    chunkCleanup: new ChunkCleanup(storage, deps.readConfig, (key) => fileChunks.isBusy(key), deps.warn),
    fileDownloads,
    generatedFiles: new GeneratedFiles(deps.db, storage),
    filePreviews: new FilePreviewService(
      files,
      fileDownloads,
      storage,
      converter,
      deps.sendToUser,
      deps.warn,
    ),
  };
}
