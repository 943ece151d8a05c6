/**
 * What a statement read, from PostgreSQL's own account of one run (EXPLAIN (ANALYZE, BUFFERS,
 * FORMAT JSON)): the rows its scans of a table looked at, kept or dropped by a filter, and the
 * buffers it touched. Tests compare these with the rows returned; nothing here reads a clock.
 */
import type { ClientBase } from 'pg';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

export interface PlanReads {
  /** Rows the scans of the table looked at (returned by the scan or dropped by its filter), over all loops. */
  rowsRead: number;
  /** Rows the statement returned. */
  rowsReturned: number;
  /** Shared buffers hit or read by the whole statement. */
  buffers: number;
  executionMs: number;
  planningMs: number;
  /** The plan as text, for a failing test's message. */
  plan: string;
}

function scannedRows(node: PlanNode, table: string): number {
  const own =
    node['Relation Name'] === table
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((n, child) => n + scannedRows(child, table), 0);
}

/** Runs the statement once under EXPLAIN ANALYZE on `client` and says what it read of `table`. */
export async function planReads(client: ClientBase, sql: string, values: readonly unknown[], table = 'historical_events'): Promise<PlanReads> {
  const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }] }>(
    `explain (analyze, buffers, format json) ${sql}`,
    values as unknown[],
  );
  const [root] = result.rows[0]!['QUERY PLAN'];
  return {
    rowsRead: scannedRows(root.Plan, table),
    rowsReturned: root.Plan['Actual Rows'],
    buffers: root.Plan['Shared Hit Blocks'] + root.Plan['Shared Read Blocks'],
    executionMs: root['Execution Time'],
    planningMs: root['Planning Time'],
    plan: JSON.stringify(root.Plan, null, 1),
  };
}
