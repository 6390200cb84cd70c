import type { ShapedRead } from '../../db/one-trip.js';

/**
 * A viewer not read yet (route config `sessionWithReads`): the session's read, to make in the service's first
 * statement (`sid` names its member to the other reads there), and how its rows become the viewer — 401 when they
 * hold no member. Made by `viewerOrPending` (core/http/member-access.ts).
 */
export interface PendingViewer<V> {
  read: ShapedRead<unknown>;
  sid: string;
  resolve(rows: unknown[]): Promise<V>;
}
