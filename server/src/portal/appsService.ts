import type { Principal } from '../auth/guard';
import { roleAllows } from '../auth/roles';
import type { EventBackend } from '../eventBackend';
import { HttpError, badRequest, missingScopes, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import type { MetadataRepositories } from '../repositories';
import { appConfigOf, type AppConfig } from './appConfig';
import type { AppChanges, AppRow } from './appsRepository';

/** A header name (RFC 9110 token), at most 100 characters. */
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/;
/** A dot path into a JSON body: segments without dots or spaces, at most 200 characters. */
const BODY_PATH = /^(?=.{1,200}$)[^.\s]+(\.[^.\s]+)*$/;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function checkRegexes(config: AppConfig): void {
  for (const group of config.regex_config) {
    for (const c of group.conditions) {
      try { new RegExp(c.value); } catch { throw badRequest(`regex_config: '${c.value}' is not a valid regular expression`); }
    }
  }
}

function checkMasks(config: AppConfig): void {
  for (const name of config.mask_headers) {
    if (!HEADER_NAME.test(name)) throw badRequest(`mask_headers: '${name}' is not a header name (letters, digits and - _ . only, no spaces)`);
  }
  for (const path of config.mask_body_fields) {
    if (!BODY_PATH.test(path)) throw badRequest(`mask_body_fields: '${path}' is not a field path: use names joined by dots, such as card.number`);
  }
}

/** Apps of an organization: creation, settings, deletion, members' default apps, and the per-app configuration. */
export class AppsService {
  constructor(private readonly repositories: MetadataRepositories, private readonly events: EventBackend) {}

  /** The app with that id inside that organization, or undefined (read through the app cache). */
  find(orgId: string, appId: string): Promise<AppRow | undefined> {
    return this.repositories.apps.find(orgId, appId);
  }

  /** Creates an app named `name` (trimmed, not blank). */
  async create(orgId: string, name: string): Promise<AppRow> {
    const trimmed = name.trim();
    if (!trimmed) throw badRequest('The app name must not be blank');
    const appId = newId();
    await this.repositories.apps.insert({ appId, orgId, name: trimmed });
    const created = await this.repositories.apps.find(orgId, appId);
    if (!created) throw new HttpError(500, 'The app could not be created');
    return created;
  }

  /** Changes the fields sent (name, reporting time zone, first day of the week); answers the app before and after. */
  async update(orgId: string, appId: string, changes: Partial<AppChanges>): Promise<{ before: AppRow; after: AppRow }> {
    const before = await this.repositories.apps.find(orgId, appId);
    if (!before) throw notFound('App');
    const { name, time_zone, week_starts_on } = changes;
    if (name !== undefined && !name.trim()) throw badRequest('The app name must not be blank');
    if (time_zone !== undefined && !isTimeZone(time_zone)) throw badRequest(`Unknown time zone '${time_zone}': use an IANA name such as America/Los_Angeles`);
    await this.repositories.apps.update(orgId, appId, {
      name: name?.trim() ?? before.name,
      time_zone: time_zone ?? before.time_zone,
      week_starts_on: week_starts_on ?? before.week_starts_on,
    });
    const after = await this.repositories.apps.find(orgId, appId);
    if (!after) throw notFound('App');
    return { before, after };
  }

  /**
   * Deletes an app (an organization keeps at least one): first the data it sent to the event store, then its record,
   * so a failure between the two leaves an app that can be deleted again rather than data nobody can reach. Answers
   * the app as it was.
   */
  async delete(orgId: string, appId: string): Promise<AppRow | undefined> {
    if ((await this.repositories.apps.count(orgId)) <= 1) throw badRequest('An organization needs at least one app: create another app before deleting this one');
    const app = await this.repositories.apps.find(orgId, appId);
    await this.events.deleteAppData(orgId, appId);
    await this.repositories.apps.delete(orgId, appId);
    return app;
  }

  /**
   * Makes the app the default of the member with that e-mail address: one's own, or another member's with
   * update:members. Answers the member's address.
   */
  async setDefaultApp(principal: Principal, orgId: string, appId: string, email: string): Promise<{ email: string }> {
    const user = await this.repositories.users.findByEmail(email);
    const membership = user ? await this.repositories.memberships.find(orgId, user.user_id) : undefined;
    if (!user || !membership) throw notFound('Member');
    if (user.user_id !== principal.userId) {
      const role = principal.orgRoles?.[orgId];
      if (principal.kind !== 'user' || !role || !roleAllows(role, 'update:members')) throw missingScopes(['update:members']);
    }
    await this.repositories.memberships.updateDefaultApp(orgId, user.user_id, appId);
    return { email: user.email };
  }

  /** The app's configuration with defaults filled in; 404 when the app is not in that organization. */
  async config(orgId: string, appId: string): Promise<AppConfig> {
    const app = await this.repositories.apps.find(orgId, appId);
    if (!app) throw notFound('App');
    return appConfigOf(app);
  }

  /**
   * Changes the configuration keys sent (the others keep their value) after checking regular expressions, header
   * names and body paths. Answers the configuration before and after.
   */
  async updateConfig(orgId: string, appId: string, changes: Partial<AppConfig>): Promise<{ before: AppConfig; after: AppConfig }> {
    const before = await this.config(orgId, appId);
    const after: AppConfig = {
      sample_rate: changes.sample_rate ?? before.sample_rate,
      user_sample_rate: changes.user_sample_rate ?? before.user_sample_rate,
      company_sample_rate: changes.company_sample_rate ?? before.company_sample_rate,
      regex_config: changes.regex_config ?? before.regex_config,
      log_body: changes.log_body ?? before.log_body,
      mask_headers: changes.mask_headers ?? before.mask_headers,
      mask_body_fields: changes.mask_body_fields ?? before.mask_body_fields,
    };
    checkRegexes(after);
    checkMasks(after);
    await this.repositories.apps.updateConfig(orgId, appId, after);
    return { before, after };
  }
}
