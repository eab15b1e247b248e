// The lint zones that make DESIGN's boundaries real: each case lints a fixture text as if it lived at `filePath`.
import path from 'node:path';
import { loadESLint, type ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  process.env.ESLINT_USE_FLAT_CONFIG = 'false';
  const LegacyESLint = await loadESLint({ useFlatConfig: false });
  // The fixtures are virtual files: import/no-cycle needs files on disk to walk, so it is left out here.
  eslint = new LegacyESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } }) as ESLint;
}, 60_000);

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const use = (name: string) => `\nexport const used = ${name};\n`;

describe('lint boundaries', () => {
  it('refuses a portal feature importing another feature through the alias', async () => {
    const code = `import { formatCount } from '@/portal/features/subscriptions/subscriptionRules';${use('formatCount')}`;
    expect(await ruleIdsFor('src/portal/features/orgEventCounts/Fixture.ts', code)).toContain('no-restricted-imports');
  });

  it('refuses a portal feature importing another feature through a relative path, also from a state/ subfolder', async () => {
    const code = `import { formatCount } from '../subscriptions/subscriptionRules';${use('formatCount')}`;
    expect(await ruleIdsFor('src/portal/features/orgEventCounts/Fixture.ts', code)).toContain('no-restricted-imports');
    const nested = `import { formatCount } from '../../subscriptions/subscriptionRules';${use('formatCount')}`;
    expect(await ruleIdsFor('src/portal/features/orgEventCounts/state/Fixture.ts', nested)).toContain('no-restricted-imports');
  });

  it('lets a feature import itself, the portal core and the app surface', async () => {
    const code = [
      "import { countKey } from './orgEventCountsRules';",
      "import { isDemoOrganization } from '@/portal/core/organizationsRules';",
      "import { useAppDispatch } from '@/app/store/hooks';",
      'export const used = [countKey, isDemoOrganization, useAppDispatch];',
      '',
    ].join('\n');
    expect(await ruleIdsFor('src/portal/features/orgEventCounts/Fixture.ts', code)).toEqual([]);
  });

  it('refuses marketing importing the portal, and the portal importing marketing', async () => {
    const intoPortal = `import { isDemoOrganization } from '@/portal/core/organizationsRules';${use('isDemoOrganization')}`;
    expect(await ruleIdsFor('src/marketing/pages/Fixture.ts', intoPortal)).toContain('import/no-restricted-paths');
    const intoMarketing = `import { marketingRoutes } from '@/marketing/routes';${use('marketingRoutes')}`;
    expect(await ruleIdsFor('src/portal/layout/Fixture.ts', intoMarketing)).toContain('import/no-restricted-paths');
  });

  it('refuses shared components and lib importing app code, and portal core importing a feature', async () => {
    const appCode = `import { useAppDispatch } from '@/app/store/hooks';${use('useAppDispatch')}`;
    expect(await ruleIdsFor('src/components/Fixture.ts', appCode)).toContain('import/no-restricted-paths');
    expect(await ruleIdsFor('src/lib/Fixture.ts', appCode)).toContain('import/no-restricted-paths');
    const feature = `import { countKey } from '@/portal/features/orgEventCounts/orgEventCountsRules';${use('countKey')}`;
    expect(await ruleIdsFor('src/portal/core/Fixture.ts', feature)).toContain('import/no-restricted-paths');
  });

  it('refuses a server route file importing a repository or reaching the metadata database, and lets a service import one', async () => {
    const repository = `import { SqlAppRepository } from './appsRepository';${use('SqlAppRepository')}`;
    expect(await ruleIdsFor('server/src/portal/appsRoutes.ts', repository)).toContain('no-restricted-imports');
    const areaRepository = `import type { FormSubmission } from './repository';\nexport type Used = FormSubmission;\n`;
    expect(await ruleIdsFor('server/src/forms/routes.ts', areaRepository)).toContain('no-restricted-imports');
    const sql = 'export const used = (ctx: { metadata: { run(sql: string): void } }) => ctx.metadata.run(\'DELETE FROM apps\');\n';
    expect(await ruleIdsFor('server/src/portal/configRoutes.ts', sql)).toContain('no-restricted-properties');
    expect(await ruleIdsFor('server/src/portal/appsService.ts', repository)).toEqual([]);
  });
});
