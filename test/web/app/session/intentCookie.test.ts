import { resolvePageIntent } from '@/app/session/intentCookie';

function intentCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('mo-intent='))
    ?.split('=')[1];
}

describe('resolvePageIntent (browser cookies)', () => {
  it('remembers the first known query intent in the mo-intent cookie and keeps it', () => {
    expect(resolvePageIntent('?intent=graphql').key).toBe('graphql');
    expect(intentCookie()).toBe('graphql');
    expect(resolvePageIntent('?intent=security').key).toBe('security');
    expect(intentCookie()).toBe('graphql');
    expect(resolvePageIntent('').key).toBe('graphql');
  });

  it('writes no cookie for an unknown intent and shows the default', () => {
    expect(resolvePageIntent('?intent=<b>').key).toBe('product');
    expect(intentCookie()).toBeUndefined();
  });
});
