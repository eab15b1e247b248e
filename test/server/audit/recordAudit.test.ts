import type { AppContext } from '../../../server/src/context';
import { recordAudit } from '../../../server/src/audit/auditService';
import { sanitizeDetails } from '../../../server/src/audit/auditDetails';
import { csvField } from '../../../server/src/audit/auditCsv';

describe('recordAudit', () => {
  it('never throws: a failed write is logged and the action goes on', async () => {
    const failing = { repositories: { audit: { insert: async () => { throw new Error('disk full'); } } } } as unknown as AppContext;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(recordAudit(failing, { orgId: 'org1', action: 'app.created' })).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledWith(expect.stringContaining('audit record app.created for organization org1 was not written: disk full'));
    } finally {
      error.mockRestore();
    }
  });

  it('drops credential-like keys at every depth and trims what is large', () => {
    const cleaned = sanitizeDetails({
      name: 'ok', password: 'p', nested: { api_key: 'k', client_secret: 's', keep: 1, deeper: { id_token: 't', role: 'Admin' } },
      list: [{ refresh_token: 'r', n: 2 }], long: 'x'.repeat(600), fn: () => 1,
    });
    expect(cleaned).toEqual({ name: 'ok', nested: { keep: 1, deeper: { role: 'Admin' } }, list: [{ n: 2 }], long: `${'x'.repeat(500)}…` });
  });

  it('quotes CSV fields and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(null)).toBe('');
  });
});
