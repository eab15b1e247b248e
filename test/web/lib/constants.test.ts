import * as C from '@/lib/constants';

describe('business constants (SPEC section 9)', () => {
  it('holds the plan, trial and quota figures', () => {
    expect(C.TRIAL_DAYS).toBe(14);
    expect(C.DEFAULT_EVENT_QUOTA).toBe(10_000_000);
    expect(C.MIN_EVENT_COUNT_THRESHOLD).toBe(1000);
    expect(C.MAX_EVENT_COUNT_FOR_AI).toBe(30);
    expect(C.TEAM_ADD_ON_PACK_SIZE).toBe(5);
    expect(Object.keys(C.PLAN_IDS).sort()).toEqual(['basicInsights', 'basicPaid', 'free', 'growthAnnual5M']);
    expect(new Set(Object.values(C.PLAN_IDS)).size).toBe(4);
    expect(C.BASIC_METRICS_RETENTION_DAYS).toBe(90);
  });

  it('holds the advertising and cookie figures', () => {
    expect(C.AD_CONVERSION_VALUES_USD).toEqual({ trialStart: 100, paidSubscription: 1000 });
    expect(C.AD_CONVERSION_CURRENCY).toBe('USD');
    expect([C.AD_H1_MAX_LENGTH, C.AD_H2_MAX_LENGTH]).toEqual([70, 120]);
    expect(C.INTENT_COOKIE_NAME).toBe('mo-intent');
    expect(C.INTENT_COOKIE_LIFETIME_HOURS).toBe(504);
    expect(C.DEFAULT_COOKIE_LIFETIME_HOURS).toBe(12);
    expect(C.COMPANY_EMAIL_DOMAIN).toBe('apiscope.dev');
  });

  it('holds the page timing and layout figures', () => {
    expect(C.TESTIMONIAL_ROTATION_MS).toBe(10_000);
    expect(C.DEMO_CAROUSEL_INTERVAL_MS).toBe(3_000);
    expect(C.HASH_SCROLL_DELAY_MS).toBe(100);
    expect(C.HEADER_SHADOW_SCROLL_PX).toBe(10);
    expect(C.DESKTOP_MIN_WIDTH_PX).toBe(992);
    expect(C.SHOWCASE_SCROLL_OFFSET_PX).toBe(150);
    expect([C.SHOWCASE_STEP_COUNT, C.SHOWCASE_OPTIONS_PER_STEP]).toEqual([5, 2]);
    expect(C.NOTIFICATION_WIDTH_PX).toBe(400);
  });

  it('holds the list, search and query limits', () => {
    expect(C.WORKSPACE_PAGE_SIZE).toBe(100);
    expect(C.ALERT_RULES_PAGE_SIZE).toBe(30);
    expect(C.INVITE_RELOAD_DELAY_MS).toBe(1000);
    expect(C.INTEGRATION_CHECK).toEqual({ from: '-30d', to: 'now', sampleSize: 10 });
    expect(C.DEMO_INTEGRATION_DATA).toEqual({ hits: 200, anyDocs: 100, actions: 30 });
    expect(C.ORG_EVENT_COUNT_WINDOW).toEqual({ hours: 24, timeZone: 'America/Los_Angeles' });
    expect(C.SMART_DIFF_RANGE).toEqual({ from: '-4w', to: 'now' });
    expect(C.QUERY_STRING_LIMITS).toEqual({ depth: 8, arrayLimit: 100, memoSize: 10 });
    expect(C.SEMANTIC_SEARCH).toEqual({ enabled: true, mode: 'all' });
  });

  it('holds the network, notice and reporting figures', () => {
    expect(C.REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(C.OAUTH_WINDOW_CLOSE_MS).toBe(2_000);
    expect([C.SUCCESS_TOAST_MS, C.ACCESS_DENIED_TOAST_MS, C.UNSUPPORTED_BROWSER_WARNING_MS]).toEqual([5000, 7000, 10000]);
    expect(C.NEW_VERSION_NOTICE_MIN_DELAY_MS).toBe(600_000);
    expect(C.NEW_VERSION_NOTICE_MAX_JITTER_MS).toBe(110 * 3_600_000);
    expect(C.CHUNK_LOAD_RETRY).toEqual({ retries: 5, delayMs: 30_000, timeoutMs: 120_000 });
    expect(C.ERROR_REPORTING_SAMPLE_RATES).toEqual({ sessions: 0.8, replaySessions: 0, replayOnError: 0 });
    expect(C.IGNORE_QUOTA).toBe(false);
    expect(C.USER_AD_TRACKING).toBe(false);
  });
});
