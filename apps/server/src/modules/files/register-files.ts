import type { FastifyInstance } from 'fastify';
import { filePreviewRoutes } from './file-preview.routes.ts';
import { fileTransferRoutes } from './file-transfer.routes.ts';
import type { createFiles } from './files.composition.ts';
import { filesRoutes } from './files.routes.ts';

/** Every attachment route, and the cleanup of abandoned chunk uploads while the server runs. */
export function registerFileRoutes(api: FastifyInstance, services: ReturnType<typeof createFiles>): void {
  api.addHook('onReady', async () => services.chunkCleanup.start());
  api.addHook('onClose', () => services.chunkCleanup.stop());
  filesRoutes(api, services.files);
  fileTransferRoutes(api, services);
  filePreviewRoutes(api, services.filePreviews);
}
