import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite writes every bundled file under this folder with a content hash in its name. */
const HASHED_DIR = `${path.sep}assets${path.sep}`;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The built web app's files. The build writes a `.br` and a `.gz` copy beside each text asset
 * (apps/web/scripts/compress-assets.ts); the one the browser accepts is sent as it is, with
 * `Vary: Accept-Encoding`, and the plain file otherwise. A hashed asset never changes under its
 * name, so browsers keep it a year without asking again; the page itself (index.html) is asked
 * for every time, so a new release reaches everyone on their next load.
 */
export function registerWebStatic(app: FastifyInstance, distDir: string): void {
  app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(HASHED_DIR)) {
        reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      } else if (/\.html(\.br|\.gz)?$/.test(filePath)) {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
}
