import { AuditLogScreen } from './AuditLogScreen';

/** Lazy route module of /wrap/audit. */
export const Component = AuditLogScreen;
