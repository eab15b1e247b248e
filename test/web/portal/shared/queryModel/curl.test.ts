import { execFileSync } from 'node:child_process';
import { compileToSearch, curlFor, shellQuote } from '@/portal/shared/queryModel';
import { withCondition } from './fixtures';

const target = { origin: 'https://api.apiscope.dev/', orgId: 'org 1', appId: 'app&1', endpoint: 'search' as const };

describe('curlFor', () => {
  it('posts the compiled body to the search URL with a bearer token from the environment', () => {
    const m = withCondition({ field: 'request.uri', fieldType: 'string', operator: 'contains', value: "it's" });
    const cmd = curlFor(m, target);
    expect(cmd).toBe(
      [
        "curl -sS -X POST 'https://api.apiscope.dev/api/search/org%201/search/events?app_id=app%261&from=-24h&to=now'",
        '  -H "Authorization: Bearer $APISCOPE_TOKEN"',
        "  -H 'Content-Type: application/json'",
        `  --data-raw '${JSON.stringify(compileToSearch(m).body).replace(/'/g, `'\\''`)}'`,
      ].join(' \\\n'),
    );
    expect(cmd).toContain("it'\\''s");
  });

  it('uses the count endpoint when asked', () => {
    expect(curlFor(withCondition({ field: 'user_id', fieldType: 'string', operator: 'exists' }), { ...target, endpoint: 'count' })).toContain('/count/events?');
  });

  it('quotes so that a shell reads back the exact JSON and URL', () => {
    const nasty = `a'b"c$HOME\`x\`\\n!*?;|&`;
    const m = withCondition({ field: 'request.uri', fieldType: 'string', operator: 'is', value: nasty });
    const echoed = execFileSync('sh', ['-c', `printf '%s\\n' ${shellQuote(JSON.stringify(compileToSearch(m).body))}`], { encoding: 'utf8' });
    expect(JSON.parse(echoed)).toEqual(compileToSearch(m).body);
    const cmd = curlFor(m, target).replace(/^curl/, "printf '%s\\n'").replace(/ \\\n/g, ' ');
    const words = execFileSync('sh', ['-c', cmd], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', APISCOPE_TOKEN: 'T0K' } }).trim().split('\n');
    expect(words).toContain('Authorization: Bearer T0K');
    expect(JSON.parse(words[words.length - 1])).toEqual(compileToSearch(m).body);
  });

  it('never includes a real token', () => {
    expect(curlFor(withCondition({ field: 'user_id', fieldType: 'string', operator: 'exists' }), target)).toMatch(/Bearer \$APISCOPE_TOKEN"/);
  });
});
