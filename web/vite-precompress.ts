import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const TEXT = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `file.gz` and `file.br` beside every built text file over 1 KB, once at build time, so the server sends them
 * as they are (@fastify/static `preCompressed`) instead of compressing on every request or not at all.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'yaocai-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => TEXT.test(name) && !name.startsWith('.vite/'))
          .map(async (name) => {
            const file = path.join(outDir, name);
            const raw = await fs.promises.readFile(file);
            if (raw.length < 1024) return;
            const [gz, br] = await Promise.all([
              gzip(raw, { level: 9 }),
              brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            ]);
            await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
          }),
      );
    },
  };
}
