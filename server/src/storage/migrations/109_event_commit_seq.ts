import type { Migration } from '../migrate';
import { HOUR_TABLE_NAMES, mergeTableOf } from '../../search/rollups/rollupHourRefresh';

/**
 * `events.commit_seq`: the number of the group commit that stored each event (events/commitSequence.ts), so the
 * rollup refresher merges only the events committed since it last refreshed an hour instead of recomputing the
 * whole hour. Events stored before this version keep NULL: the rollups already hold them. Each hour rollup table
 * gets an empty twin (`<table>_merge`, same columns) in which a merge stages the hour's new rows; a later change of
 * a rollup table's columns changes its twin too.
 */
export const eventCommitSeq: Migration = {
  version: 109,
  name: 'events: commit sequence; rollup merge tables',
  async up(tx) {
    await tx.run('ALTER TABLE events ADD COLUMN commit_seq BIGINT');
    for (const table of HOUR_TABLE_NAMES) await tx.run(`CREATE TABLE ${mergeTableOf(table)} AS SELECT * FROM ${table} LIMIT 0`);
  },
};
