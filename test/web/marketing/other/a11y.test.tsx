import { http, HttpResponse } from 'msw';
import { axe, toHaveNoViolations } from 'jest-axe';
import { server } from '../../support/mswServer';
import { findPageHeading, renderOtherRoute } from './renderOtherRoute';

expect.extend(toHaveNoViolations);

describe('accessibility of the other pages', () => {
  beforeEach(() => server.use(http.get('http://localhost/health', () => HttpResponse.json({ status: 'ok' }))));

  it.each([
    '/signup?intent=devexp',
    '/price/basic-paid',
    '/implementation/log-http-calls-from-java?useCase=monitoring',
    '/casestudies/quillmind-ai',
    '/public-apis/status/dash',
    '/subprocessors',
    '/plugin/zendesk',
    '/contact/sales',
  ])('%s has no axe violations', async (url) => {
    const { container } = renderOtherRoute(url);
    await findPageHeading();
    expect(await axe(container)).toHaveNoViolations();
  });
});
