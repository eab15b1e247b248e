import type { SqlRunner } from '../storage/sql';
import { newId } from '../lib/ids';

/** What a signed-in user tells during onboarding: whether they want a demo, and survey answers (tables demo_requests, survey_results). */
export interface OnboardingFormRepository {
  /** Stores whether a user asked for a product demo; answers the record's id. */
  insertDemoRequest(userId: string, requestedDemo: boolean): Promise<string>;
  /** Stores a user's survey answers (as JSON text); answers the record's id. */
  insertSurveyResult(userId: string, answers: Record<string, unknown>): Promise<string>;
}

/** Onboarding forms in SQL on the metadata database (DuckDB or PostgreSQL). */
export class SqlOnboardingFormRepository implements OnboardingFormRepository {
  constructor(private readonly db: SqlRunner) {}

  async insertDemoRequest(userId: string, requestedDemo: boolean): Promise<string> {
    const id = newId();
    await this.db.run('INSERT INTO demo_requests (request_id, user_id, requested_demo) VALUES ($1, $2, $3)', [id, userId, requestedDemo]);
    return id;
  }

  async insertSurveyResult(userId: string, answers: Record<string, unknown>): Promise<string> {
    const id = newId();
    await this.db.run('INSERT INTO survey_results (result_id, user_id, answers) VALUES ($1, $2, $3)', [id, userId, JSON.stringify(answers)]);
    return id;
  }
}
