import * as Sentry from '@sentry/react';
import { reportError, resetErrorReporting } from '@/lib/errorReporting';
import { initSentry, resetSentryInit } from '@/lib/errorReporting/sentry';
import { FILTERED } from '@/lib/errorReporting/scrub';

jest.mock('@sentry/react', () => ({ init: jest.fn(), captureException: jest.fn() }));

const init = Sentry.init as jest.Mock;
const captureException = Sentry.captureException as jest.Mock;
const DSN = 'https://public@errors.example.com/1';

beforeEach(() => {
  resetSentryInit();
  resetErrorReporting();
  init.mockClear();
  captureException.mockClear();
});
afterAll(() => {
  delete process.env.BUILD_VERSION;
});

describe('initSentry', () => {
  it('loads nothing and sends nothing without a DSN', async () => {
    delete process.env.SENTRY_DSN;
    reportError(new Error('kept'));
    await expect(initSentry()).resolves.toBe('no-dsn');
    expect(init).not.toHaveBeenCalled();
    expect(captureException).not.toHaveBeenCalled();
  });

  it('starts Sentry with the product settings and flushes buffered errors', async () => {
    process.env.BUILD_VERSION = '1.2.3';
    const early = new Error('before init');
    reportError(early, { action: 'LOAD' });
    await expect(initSentry({ dsn: DSN, random: () => 0.1 })).resolves.toBe('started');

    expect(init).toHaveBeenCalledTimes(1);
    const options = init.mock.calls[0][0];
    expect(options).toMatchObject({
      dsn: DSN,
      release: '1.2.3',
      sampleRate: 1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
    });
    expect(captureException).toHaveBeenCalledWith(early, { extra: { action: 'LOAD' } });

    reportError(new Error('after'));
    expect(captureException).toHaveBeenCalledTimes(2);
  });

  it('reads the DSN from SENTRY_DSN', async () => {
    process.env.SENTRY_DSN = DSN;
    await expect(initSentry({ random: () => 0 })).resolves.toBe('started');
    expect(init.mock.calls[0][0].dsn).toBe(DSN);
    delete process.env.SENTRY_DSN;
  });

  it('wires the scrubbers into beforeSend and beforeBreadcrumb', async () => {
    await initSentry({ dsn: DSN, random: () => 0 });
    const { beforeSend, beforeBreadcrumb } = init.mock.calls[0][0];
    expect(beforeSend({ request: { headers: { Authorization: 'Bearer x' } } })).toEqual({
      request: { headers: { Authorization: FILTERED } },
    });
    expect(beforeBreadcrumb({ data: { to: '/oauth#access_token=a' } })).toEqual({ data: { to: '/oauth' } });
  });

  it('samples 80 % of sessions: a session drawn at or above 0.8 loads nothing and drops buffered errors', async () => {
    reportError(new Error('dropped'));
    await expect(initSentry({ dsn: DSN, random: () => 0.8 })).resolves.toBe('not-sampled');
    expect(init).not.toHaveBeenCalled();
    resetSentryInit();
    await expect(initSentry({ dsn: DSN, random: () => 0.79 })).resolves.toBe('started');
    expect(captureException).not.toHaveBeenCalled();
  });

  it('initialises once per page load', async () => {
    await initSentry({ dsn: DSN, random: () => 0 });
    await initSentry({ dsn: DSN, random: () => 0 });
    expect(init).toHaveBeenCalledTimes(1);
  });
});
