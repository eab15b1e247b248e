import { newId } from '../lib/ids';
import type { FormDetailValue, FormSubmission, FormSubmissionRepository } from './repository';
import type { FormKind } from './schema';

/** A form body that passed the route's JSON schema. */
export interface FormBody {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  topic?: string;
  message?: string;
  page?: string;
  [extra: string]: FormDetailValue | undefined;
}

/** Who sent the form. */
export interface FormSender {
  ip: string;
  userAgent?: string;
}

const NAMED_FIELDS = new Set(['name', 'email', 'company', 'phone', 'topic', 'message', 'page']);

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Accepts marketing form submissions: normalises them and stores them before the caller answers. */
export class FormService {
  constructor(private readonly repository: FormSubmissionRepository) {}

  /** Stores one submission and returns its id. */
  async submit(kind: FormKind, body: FormBody, sender: FormSender): Promise<string> {
    const details: Record<string, FormDetailValue> = {};
    for (const [key, value] of Object.entries(body)) {
      if (!NAMED_FIELDS.has(key) && value !== undefined) details[key] = value;
    }
    const submission: FormSubmission = {
      id: newId(),
      kind,
      name: body.name.trim(),
      email: body.email.trim(),
      company: optional(body.company),
      phone: optional(body.phone),
      topic: optional(body.topic),
      message: optional(body.message),
      page: optional(body.page),
      details,
      ip: sender.ip,
      userAgent: sender.userAgent?.slice(0, 500) ?? null,
    };
    await this.repository.insert(submission);
    return submission.id;
  }
}
