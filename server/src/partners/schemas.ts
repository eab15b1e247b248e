import { nullableDateTime, nullableString } from '../http/schemaFragments';
import { MAX_PARTNER_TOKEN_LENGTH } from './catalog';

const partnerName = { type: 'string', description: 'Partner name, e.g. aws' } as const;
const displayName = { type: 'string', description: 'Partner name shown to people, e.g. AWS Marketplace' } as const;
const orgIdField = { type: 'string', minLength: 1, maxLength: 64, description: 'Organization id' } as const;

/** Path parameters of /api/subscription/partners/{partner}. */
export const partnerParams = {
  type: 'object',
  required: ['partner'],
  properties: { partner: { type: 'string', minLength: 1, maxLength: 64, description: 'Partner name (GET /api/subscription/partners lists them)' } },
} as const;

/** Answer of GET /api/subscription/partners. */
export const partnerListAnswer = {
  type: 'array',
  items: { type: 'object', required: ['name', 'display_name'], properties: { name: partnerName, display_name: displayName } },
} as const;

/** Query of GET /api/subscription/partners/{partner}. */
export const partnerStatusQuery = {
  type: 'object',
  properties: { org_id: { ...orgIdField, description: 'Ask about this organization only; default: any of yours' } },
} as const;

/** Answer of GET /api/subscription/partners/{partner} (service.ts `PartnerStatus`). */
export const partnerStatusAnswer = {
  type: 'object',
  required: ['partner', 'display_name', 'linked', 'organization_id', 'app_id', 'linked_at'],
  properties: {
    partner: partnerName,
    display_name: displayName,
    linked: { type: 'boolean', description: 'Whether the organization (or one of yours) is linked to the partner' },
    organization_id: { ...nullableString, description: 'The linked organization' },
    app_id: { ...nullableString, description: "The app that receives the partner's data" },
    linked_at: { ...nullableDateTime, description: 'When the link was first made' },
  },
} as const;

/** Body of POST /api/subscription/partners/{partner}/provision; an empty body is allowed. */
export const provisionBody = {
  type: ['object', 'null'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: MAX_PARTNER_TOKEN_LENGTH, description: 'Registration token the marketplace handed over' },
    org_id: { ...orgIdField, description: 'Organization to link (Owner or Admin); default: chosen or created for you' },
  },
} as const;

/** Answer of POST /api/subscription/partners/{partner}/provision (service.ts `ProvisionResult`). */
export const provisionAnswer = {
  type: 'object',
  required: ['organization_id', 'app_id', 'partner', 'display_name', 'provisioned', 'organization_created'],
  properties: {
    organization_id: { type: 'string', description: 'The organization now linked to the partner' },
    app_id: { type: 'string', description: "The app that receives the partner's data" },
    partner: partnerName,
    display_name: displayName,
    provisioned: { type: 'boolean', description: 'Always true' },
    organization_created: { type: 'boolean', description: 'True when this call created the organization' },
  },
} as const;
