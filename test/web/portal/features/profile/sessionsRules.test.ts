import {
  addressOf,
  describeDevice,
  lastActiveText,
  orderSessions,
  revokedMessage,
  signedInText,
} from '@/portal/features/profile/sessionsRules';
import { makeActiveSession, otherSession } from '../../../support/handlers/sessions';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

describe('session rules', () => {
  it('describes the device, with stand-ins for what the user agent did not tell', () => {
    expect(describeDevice({ browser: 'Chrome 126', os: 'Mac OS X' })).toBe('Chrome 126 on Mac OS X');
    expect(describeDevice({ browser: null, os: ' ' })).toBe('Unknown browser on an unknown system');
    expect(addressOf({ ip: '203.0.113.5' })).toBe('203.0.113.5');
    expect(addressOf({ ip: null })).toBe('Unknown address');
  });

  it('says how long ago a session was last used, "just now" within a minute', () => {
    expect(lastActiveText('2026-03-10T11:59:30.000Z', NOW)).toBe('Last active just now');
    expect(lastActiveText('2026-03-10T11:55:00.000Z', NOW)).toBe('Last active 5 minutes ago');
    expect(lastActiveText('2026-03-08T12:00:00.000Z', NOW)).toBe('Last active 2 days ago');
    expect(lastActiveText('not a date', NOW)).toBe('Last active: unknown');
  });

  it('gives the sign-in date and time', () => {
    expect(signedInText('2026-03-03T12:00:00.000Z')).toMatch(/^Signed in 3 Mar 2026, \d\d:\d\d$/);
    expect(signedInText('')).toBe('Signed in: unknown');
  });

  it('puts the current session first, then the others by last use', () => {
    const old = otherSession({ id: 'old', last_seen_at: '2026-03-01T00:00:00.000Z' });
    const recent = otherSession({ id: 'recent', last_seen_at: '2026-03-09T00:00:00.000Z' });
    const current = makeActiveSession({ last_seen_at: '2026-02-01T00:00:00.000Z' });
    expect(orderSessions([old, current, recent]).map((session) => session.id)).toEqual(['s-current', 'recent', 'old']);
  });

  it('counts the signed-out sessions', () => {
    expect(revokedMessage(0)).toBe('No other session was signed in.');
    expect(revokedMessage(1)).toBe('Signed out of 1 other session.');
    expect(revokedMessage(4)).toBe('Signed out of 4 other sessions.');
  });
});
