import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the server may send compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/;
/** Below this a compressed copy saves less than its header and the extra file costs. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every built text asset, at the strongest levels: the
 * work is done once per build rather than per request, and the server sends them as they are
 * (@fastify/static `preCompressed`). A copy that is not smaller than the file is not written, so
 * the server falls back to the plain file.
 */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'venus:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file is written, the public directory's copies included; not after a failed build.
    async closeBundle(error?: Error) {
      if (error) return;
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const plain = await fs.readFile(file);
          if (plain.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(plain, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            }),
            gzip(plain, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < plain.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < plain.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
