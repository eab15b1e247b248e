import type { SqlRunner } from '../storage/sql';
import type { FormKind } from './schema';

/** The value of an extra form field (UTM parameters, intent, plan...), as text. */
export type FormDetailValue = string;

/** One stored marketing form submission. */
export interface FormSubmission {
  id: string;
  kind: FormKind;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  topic: string | null;
  message: string | null;
  /** Path of the page the form was sent from. */
  page: string | null;
  /** Extra fields the form carried, kept verbatim. */
  details: Record<string, FormDetailValue>;
  /** Client address, for abuse handling. */
  ip: string;
  userAgent: string | null;
}

/** Where submissions are kept. */
export interface FormSubmissionRepository {
  /** Stores one submission; resolves once it is committed. */
  insert(submission: FormSubmission): Promise<void>;
}

/** Submissions in the form_submissions table (migration 50), on the metadata database (DuckDB or PostgreSQL). */
export class SqlFormSubmissionRepository implements FormSubmissionRepository {
  constructor(private readonly db: SqlRunner) {}

  async insert(s: FormSubmission): Promise<void> {
    await this.db.run(
      `INSERT INTO form_submissions (id, kind, name, email, company, phone, topic, message, page, details, ip, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [s.id, s.kind, s.name, s.email, s.company, s.phone, s.topic, s.message, s.page, JSON.stringify(s.details), s.ip, s.userAgent],
    );
  }
}
