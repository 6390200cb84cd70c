import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root (holds drizzle/ and seed/), found from this file whether it runs from src/ under tsx or
 * from the bundle in dist/ that `npm start` runs.
 */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle', 'meta'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('server root (drizzle/meta) not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
  return dir;
}

export const SERVER_ROOT = serverRoot();
/** The repository root: the default data dir and the built storefront live below it. */
export const REPO_ROOT = path.dirname(SERVER_ROOT);
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const SEED_DIR = path.join(SERVER_ROOT, 'seed');
/** Demo videos of /video (committed, drawn by scripts/make-demo-videos.mjs). */
export const VIDEOS_DIR = path.join(SERVER_ROOT, 'media', 'videos');
