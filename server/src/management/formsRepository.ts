import type { SqlRunner } from '../storage/duckdb/database';
import { newId } from '../lib/ids';

/** Stores whether a user asked for a product demo. */
export async function insertDemoRequest(db: SqlRunner, userId: string, requestedDemo: boolean): Promise<string> {
  const id = newId();
  await db.run('INSERT INTO demo_requests (request_id, user_id, requested_demo) VALUES ($1, $2, $3)', [id, userId, requestedDemo]);
  return id;
}

/** Stores a user's survey answers (JSON text). */
export async function insertSurveyResult(db: SqlRunner, userId: string, answers: Record<string, unknown>): Promise<string> {
  const id = newId();
  await db.run('INSERT INTO survey_results (result_id, user_id, answers) VALUES ($1, $2, $3)', [id, userId, JSON.stringify(answers)]);
  return id;
}

/** Survey answers a user submitted, newest first. */
export async function listSurveyResults(db: SqlRunner, userId: string): Promise<Array<{ result_id: string; answers: string; created_at: Date }>> {
  return db.all('SELECT result_id, answers, created_at FROM survey_results WHERE user_id = $1 ORDER BY created_at DESC', [userId]);
}
