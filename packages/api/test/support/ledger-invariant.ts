import type { Client } from 'pg';

/**
 * Every way the money tables can disagree, as rows (empty when they agree):
 * - a user whose ledger does not sum to the balance;
 * - an anonymous client/day whose `anon_usage.count` is not its held + committed generations;
 * - a user's generation whose ledger entries are not the ones its credit status implies
 *   (held: hold; committed: hold, commit; refunded: hold, refund);
 * - a generation whose status and credit status disagree (live ↔ held, succeeded ↔ committed,
 *   failed | cancelled ↔ refunded; a designer turn that only chatted is succeeded and refunded).
 */
export async function ledgerMismatches(db: Client): Promise<unknown[]> {
  const balances = await db.query(
    `SELECT a.user_id, a.balance, COALESCE(sum(l.amount), 0)::int AS ledger
     FROM credit_accounts a LEFT JOIN credit_ledger l ON l.user_id = a.user_id
     GROUP BY a.user_id, a.balance HAVING a.balance <> COALESCE(sum(l.amount), 0)`,
  );
  const anonymous = await db.query(
    `WITH used AS (
       SELECT anon_day AS day, anon_key AS client_key, count(*)::int AS n FROM generations
       WHERE user_id IS NULL AND anon_key IS NOT NULL AND credit_status IN ('held', 'committed') GROUP BY 1, 2
     )
     SELECT COALESCE(u.day, used.day) AS day, COALESCE(u.client_key, used.client_key) AS client_key, COALESCE(u.count, 0) AS count, COALESCE(used.n, 0) AS used
     FROM anon_usage u FULL JOIN used ON used.day = u.day AND used.client_key = u.client_key
     WHERE COALESCE(u.count, 0) <> COALESCE(used.n, 0)`,
  );
  const entries = await db.query(
    `SELECT g.id, g.credit_status, string_agg(l.kind, ',' ORDER BY l.id) AS kinds
     FROM generations g LEFT JOIN credit_ledger l ON l.reference = g.id::text AND l.user_id = g.user_id
     WHERE g.user_id IS NOT NULL GROUP BY g.id, g.credit_status
     HAVING COALESCE(string_agg(l.kind, ',' ORDER BY l.id), '') <> CASE g.credit_status WHEN 'held' THEN 'hold' WHEN 'committed' THEN 'hold,commit' ELSE 'hold,refund' END`,
  );
  const states = await db.query(
    `SELECT id, status, credit_status FROM generations
     WHERE NOT ((status IN ('queued', 'running') AND credit_status = 'held')
             OR (status = 'succeeded' AND credit_status = 'committed')
             OR (status = 'succeeded' AND credit_status = 'refunded' AND kind = 'designer')
             OR (status IN ('failed', 'cancelled') AND credit_status = 'refunded'))`,
  );
  return [...balances.rows, ...anonymous.rows, ...entries.rows, ...states.rows];
}
