import {
  captureUncaughtUntilReporter,
  pendingErrorCount,
  reportError,
  resetErrorReporting,
  setErrorReporter,
} from '@/lib/errorReporting';

afterEach(() => resetErrorReporting());

describe('reportError', () => {
  it('buffers errors until a reporter is set, then hands them over in order', () => {
    const first = new Error('first');
    reportError(first, { key: 'id_token' });
    reportError('second');
    expect(pendingErrorCount()).toBe(2);

    const reporter = jest.fn();
    setErrorReporter(reporter);
    expect(reporter.mock.calls).toEqual([[first, { key: 'id_token' }], ['second', undefined]]);
    expect(pendingErrorCount()).toBe(0);
  });

  it('keeps at most the first 20 errors while waiting', () => {
    for (let i = 0; i < 25; i += 1) reportError(new Error(`e${i}`));
    expect(pendingErrorCount()).toBe(20);
    const reporter = jest.fn();
    setErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledTimes(20);
    expect((reporter.mock.calls[19][0] as Error).message).toBe('e19');
  });

  it('forwards straight to an installed reporter', () => {
    const reporter = jest.fn();
    setErrorReporter(reporter);
    reportError(new Error('now'), { area: 'portal' });
    expect(reporter).toHaveBeenCalledWith(new Error('now'), { area: 'portal' });
  });

  it('never throws, even when the reporter does', () => {
    setErrorReporter(() => {
      throw new Error('reporter down');
    });
    expect(() => reportError(new Error('x'))).not.toThrow();
  });

  it('keeps errors nobody caught until the reporter arrives, then leaves them to the reporter', () => {
    // Stands in for the browser's own handling of an uncaught error (jsdom would fail the test with it).
    const browserDefault = (event: Event) => event.preventDefault();
    window.addEventListener('error', browserDefault);
    captureUncaughtUntilReporter();
    const early = new Error('thrown before the reporter loaded');
    window.dispatchEvent(new ErrorEvent('error', { error: early, message: early.message }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'rejected early';
    window.dispatchEvent(rejection);
    expect(pendingErrorCount()).toBe(2);

    const reporter = jest.fn();
    setErrorReporter(reporter);
    expect(reporter.mock.calls).toEqual([
      [early, { source: 'uncaught error' }],
      ['rejected early', { source: 'unhandled rejection' }],
    ]);
    // The reporting service's own handlers see later ones: nothing is reported twice.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later'), message: 'later' }));
    expect(reporter).toHaveBeenCalledTimes(2);
    window.removeEventListener('error', browserDefault);
  });
});
