/**
 * JSON-schema pieces shared by the route definitions of every area. Request schemas are validated by Fastify;
 * response schemas drive serialization (unknown properties are dropped), so they must list everything a route sends.
 */

/** An id taken from the path: organizations, apps, subscriptions. */
export const idString = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** A user id in the path: `<provider>|<id>`, e.g. `email|k3j...`. */
export const userIdString = { type: 'string', minLength: 1, maxLength: 256 } as const;

/** Path parameters of routes under `/{orgId}`. */
export const orgIdParams = {
  type: 'object',
  required: ['orgId'],
  properties: { orgId: { ...idString, description: 'Organization id' } },
} as const;

/** Path parameters of routes under `/{orgId}/apps/{appId}`. */
export const orgAppParams = {
  type: 'object',
  required: ['orgId', 'appId'],
  properties: { orgId: { ...idString, description: 'Organization id' }, appId: { ...idString, description: 'App id' } },
} as const;

/** Path parameters of routes under `/{orgId}/users/{userId}`. */
export const orgUserParams = {
  type: 'object',
  required: ['orgId', 'userId'],
  properties: { orgId: { ...idString, description: 'Organization id' }, userId: { ...userIdString, description: 'User id of a member' } },
} as const;

/**
 * Body of calls that carry no payload (refresh, logout, onboarding): no body, an empty body, or any JSON object,
 * which is ignored (browser clients often send `{}` or options objects).
 */
export const noPayload = { type: ['object', 'null'], description: 'No payload: any JSON object sent is ignored.' } as const;

/** `{message}` answers of calls that only confirm (sign-out, password change). */
export const messageAnswer = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string', description: 'What happened, in words.' } },
} as const;

/** An ISO 8601 date-time string. */
export const dateTime = { type: 'string', format: 'date-time' } as const;

/** An ISO 8601 date-time string or null. */
export const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** A string or null. */
export const nullableString = { type: ['string', 'null'] } as const;

/** A JSON object whose keys are open (metadata, documents, aggregations): serialized as it is. */
export const openObject = { type: 'object', additionalProperties: true } as const;

/** OpenAPI security requirement of routes that take no credentials (`security: publicAccess` in their schema). */
export const publicAccess = [] as const;

/** OpenAPI security requirement of the collector routes: a collector application token in X-Moesif-Application-Id. */
export const collectorAccess = [{ collectorKey: [] }] as const;
