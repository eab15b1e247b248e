import type { Migration } from '../migrate';
import { STATE_TABLE } from '../../search/rollups/rollupTables';

/**
 * `event_rollup_state.closed_at`: the moment of the last clean shutdown, when every committed event's hour was in the
 * rollups or the dirty table and no event could commit any more. The next start then recovers only the events
 * ingested after it, instead of every event ingested in the last minutes before `marked_until` (a restart after a
 * large import no longer recomputes all its hours).
 */
export const eventRollupClosedAt: Migration = {
  version: 108,
  name: 'rollup state: time of the last clean close',
  async up(tx) {
    await tx.run(`ALTER TABLE ${STATE_TABLE} ADD COLUMN closed_at TIMESTAMP`);
  },
};
