import { inject } from 'vitest';

/**
 * The storefront of this test worker: global-setup.ts starts one server (and database) per worker of the e2e project.
 * vitest numbers the workers that run at once 1..maxWorkers (VITEST_POOL_ID), so two files running side by side always
 * talk to different servers; the files of one worker share its server one after another.
 */
export function serverURL(): string {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
}
