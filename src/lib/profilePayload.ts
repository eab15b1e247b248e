/**
 * Payloads of company and user profile updates (SPEC section 5): org_id and app_id never travel in the body
 * (the org and app come from the URL and the token), and the entity id is set from the one being edited.
 */

/** Profile fields to update; any org_id or app_id in here is dropped. */
export type ProfileFields = Record<string, unknown>;

function withoutScope(fields: ProfileFields): ProfileFields {
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
    throw new TypeError('Profile fields must be an object');
  }
  const { org_id: _org, app_id: _app, ...rest } = fields;
  return rest;
}

function requireId(kind: string, id: string): string {
  if (typeof id !== 'string' || id.trim() === '') throw new Error(`A ${kind} id is required to update a ${kind} profile`);
  return id;
}

/** Body of a company profile update: the fields, without org_id/app_id, with company_id set to `companyId`. */
export function companyProfilePayload(companyId: string, fields: ProfileFields): ProfileFields & { company_id: string } {
  return { ...withoutScope(fields), company_id: requireId('company', companyId) };
}

/** Body of a user profile update: the fields, without org_id/app_id, with user_id set to `userId`. */
export function userProfilePayload(userId: string, fields: ProfileFields): ProfileFields & { user_id: string } {
  return { ...withoutScope(fields), user_id: requireId('user', userId) };
}
