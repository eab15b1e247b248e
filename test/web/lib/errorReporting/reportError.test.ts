import {
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
});
