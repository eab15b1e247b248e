import { actorLabel, detailLines, exportFileName, filtersOf, objectLabel } from '@/portal/features/auditLog/auditLogRules';
import { makeAuditRecord } from '../../../support/handlers/auditLog';

describe('audit log rules', () => {
  it('turns the form into a query, leaving out empty filters', () => {
    expect(filtersOf({ actor: '  ', action: '', from: '', to: '' })).toEqual({ filters: {} });
    expect(filtersOf({ actor: ' ada ', action: 'key.created', from: '2026-03-01T10:00', to: '' })).toEqual({
      filters: { actor: 'ada', action: 'key.created', from: new Date('2026-03-01T10:00').toISOString() },
    });
    expect(filtersOf({ actor: '', action: '', from: '2026-03-02T00:00', to: '2026-03-01T00:00' })).toEqual({ error: 'The start must not be after the end' });
    expect(filtersOf({ actor: '', action: '', from: 'not a date', to: '' })).toEqual({ error: 'Enter a valid start date and time' });
  });

  it('reads actors, objects and details in words', () => {
    expect(actorLabel(makeAuditRecord())).toBe('ada@example.com');
    expect(actorLabel(makeAuditRecord({ actor: { type: 'key', id: 'k1', email: null } }))).toBe('API key k1');
    expect(actorLabel(makeAuditRecord({ actor: { type: 'system', id: null, email: null } }))).toBe('Apiscope (scheduled)');
    expect(objectLabel(makeAuditRecord({ object: null }))).toBe('');
    expect(objectLabel(makeAuditRecord({ object: { type: 'events', id: null } }))).toBe('events');
    expect(detailLines({ name: { from: 'A', to: 'B' }, scopes: ['read:events'], apps: null, count: 3 }))
      .toEqual(['name: A → B', 'scopes: ["read:events"]', 'apps: none', 'count: 3']);
  });

  it('names the export after the organization and the day', () => {
    expect(exportFileName('Ada Industries!', new Date('2026-03-01T10:00:00Z'))).toBe('audit-log-ada-industries-2026-03-01.csv');
    expect(exportFileName('***', new Date('2026-03-01T10:00:00Z'))).toBe('audit-log-organization-2026-03-01.csv');
  });
});
