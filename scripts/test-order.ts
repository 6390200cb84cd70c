import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each test file took in a whole run, by project (`npm run test:durations -- <vitest JSON reports>`). */
const DURATIONS = path.join(import.meta.dirname, 'test-durations.json');

/**
 * Longest files first. A clean clone has no vitest cache, so vitest orders by file size, and a long file that starts
 * late (the search index's rebuilds, a console journey) runs on alone at the end while the other worker sits idle.
 * The recorded durations put the long files first; a file not recorded yet goes before all (its time is unknown).
 */
export class LongestFirst extends BaseSequencer {
  private readonly seconds: Record<string, Record<string, number>> = fs.existsSync(DURATIONS) ? JSON.parse(fs.readFileSync(DURATIONS, 'utf8')) : {};

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const time = (f: TestSpecification) => this.seconds[f.project.name]?.[path.relative(root, f.moduleId)] ?? Infinity;
    const bySize = await super.sort(files);
    // A stable sort: equal (or unknown) times keep vitest's own order.
    return bySize.sort((a, b) => (a.project.name === b.project.name ? time(b) - time(a) : 0));
  }
}
