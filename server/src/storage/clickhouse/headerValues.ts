import { clickHouseJsonField } from '../../search/clickhouse/jsonField';
import { renderSql } from '../../search/clickhouse/renderSql';
import { headerRollups, type RollupTable } from './rollupTables';
import type { ClickHouseCapabilities } from './version';

/**
 * The header values rollup table on a server with these capabilities: each header's value read by the same JSON
 * path expression the search compiles for `request.headers.<name>` there (`JSONExtract*` from 19.8, else
 * `visitParamExtract*`). Headers are flat objects of strings written by JSON.stringify, where both read the same.
 */
export function headerRollupTable(capabilities: Pick<ClickHouseCapabilities, 'jsonExtract'>): RollupTable {
  return headerRollups((column, name) => {
    const value = clickHouseJsonField(column, [name], capabilities.jsonExtract);
    return renderSql(value.sql, value.params);
  });
}
