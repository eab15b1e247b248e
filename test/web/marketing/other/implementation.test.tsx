import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findPageHeading, renderOtherRoute } from './renderOtherRoute';

function codeBlocks(): string[] {
  return Array.from(document.querySelectorAll('pre code')).map((node) => node.textContent ?? '');
}

describe('implementation guides', () => {
  it('defaults to the first framework and the analytics framing, with the collector base URI set', async () => {
    renderOtherRoute('/implementation/log-http-calls-from-node');
    expect(await findPageHeading()).toHaveTextContent('Log API calls from Node.js for API analytics');
    expect(codeBlocks().join('\n')).toContain("baseUri: 'https://<your-apiscope-host>/collector'");
    expect(codeBlocks().join('\n')).toContain("require('express')");
    expect(codeBlocks().join('\n')).toContain('updateCompany');
  });

  it('?platform= switches the framework code and ?useCase= the framing and extra step', async () => {
    renderOtherRoute('/implementation/log-http-calls-from-python?platform=django&useCase=monetization');
    expect(await findPageHeading()).toHaveTextContent('Log API calls from Python for usage-based billing');
    const code = codeBlocks().join('\n');
    expect(code).toContain("'moesifdjango.middleware.moesif_middleware'");
    expect(code).not.toContain('from flask import Flask');
    expect(code).toContain("'BASE_URI': 'https://<your-apiscope-host>/collector'");
    expect(screen.getByRole('heading', { name: 'Create a billing meter' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Framework' })).getByRole('link', { name: 'Django' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('an unknown platform falls back to the first one; the goal links keep the chosen platform', async () => {
    const user = userEvent.setup();
    renderOtherRoute('/implementation/log-http-calls-from-go?platform=gin');
    await findPageHeading();
    expect(codeBlocks().join('\n')).toContain('"Api_Endpoint": "https://<your-apiscope-host>/collector"');
    await user.click(within(screen.getByRole('navigation', { name: 'Goal' })).getByRole('link', { name: 'Monitoring and debugging' }));
    expect(await screen.findByRole('heading', { level: 1, name: /for monitoring and debugging/ })).toBeInTheDocument();
    expect(codeBlocks().join('\n')).toContain('moesifmiddleware.StartCaptureOutgoing(moesifOptions)');
    expect(screen.queryByRole('heading', { name: 'Create a billing meter' })).not.toBeInTheDocument();
  });

  it('the browser guide uses the host option without a scheme', async () => {
    renderOtherRoute('/implementation/log-http-calls-from-browser?platform=script');
    await findPageHeading();
    expect(codeBlocks().join('\n')).toContain("host: '<your-apiscope-host>/collector'");
  });

  it('the SDK summary page links to the full guide; unknown SDKs are not found', async () => {
    const first = renderOtherRoute('/implementation/ruby');
    expect(await findPageHeading()).toHaveTextContent('Ruby SDK setup');
    expect(screen.getByRole('link', { name: /Read the full Ruby guide/ })).toHaveAttribute('href', '/implementation/log-http-calls-from-ruby');
    first.unmount();
    renderOtherRoute('/implementation/log-http-calls-from-cobol');
    expect(await findPageHeading()).toHaveTextContent('Page not found');
  });

  it('?flow=monetization shows the billing setup flow instead of the SDK index', async () => {
    const first = renderOtherRoute('/implementation');
    expect(await findPageHeading()).toHaveTextContent('Send your API calls to Apiscope');
    first.unmount();
    renderOtherRoute('/implementation?flow=monetization');
    expect(await findPageHeading()).toHaveTextContent('Set up usage-based billing for your API');
    expect(screen.getByRole('heading', { name: 'Connect your billing provider' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Node.js' })).toHaveAttribute('href', '/implementation/log-http-calls-from-node?useCase=monetization');
  });
});

describe('integration catalogue', () => {
  it('filters by tag and rejects unknown tags', async () => {
    const first = renderOtherRoute('/extensions/billing');
    expect(await findPageHeading()).toHaveTextContent('Billing providers and automation');
    expect(screen.getByRole('heading', { name: 'Stripe' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kong' })).not.toBeInTheDocument();
    first.unmount();
    renderOtherRoute('/extensions/spaceships');
    expect(await findPageHeading()).toHaveTextContent('Page not found');
  });

  it('lists every gateway, middleware and billing entry on /extensions', async () => {
    renderOtherRoute('/extensions');
    await findPageHeading();
    for (const name of ['Kong', 'AWS API Gateway', 'Azure API Management', 'NGINX', 'WSO2', 'Envoy', 'Istio', 'Tyk', '3scale', 'Zuplo', 'KrakenD', 'OpenTelemetry', 'Apigee', 'Segment',
      'Node.js', 'Python', 'Go', 'PHP', 'Ruby', 'Scala', 'Java', 'C# / .NET', 'Browser', 'AWS Firehose', 'Fluent Bit', 'Fluentd', 'Logstash',
      'Stripe', 'Chargebee', 'Recurly', 'Zuora', 'Zapier']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });
});
