import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/mswServer';
import { findPageHeading, renderOtherRoute } from './renderOtherRoute';

const HEALTH = 'http://localhost/health';

async function statusText(): Promise<string> {
  await findPageHeading();
  const status = await screen.findByRole('status');
  await screen.findByText(/Last checked/);
  return status.textContent ?? '';
}

describe('/public-apis/status/dash', () => {
  it('is operational when /health answers {status: "ok"}, with the time of the check', async () => {
    server.use(http.get(HEALTH, () => HttpResponse.json({ status: 'ok' })));
    renderOtherRoute('/public-apis/status/dash');
    expect(await statusText()).toBe('Operational');
    expect(screen.getByText('All systems are answering normally.')).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
  });

  it('is degraded when /health answers an error status', async () => {
    server.use(http.get(HEALTH, () => HttpResponse.json({ message: 'unavailable' }, { status: 503 })));
    renderOtherRoute('/public-apis/status/dash');
    expect(await statusText()).toBe('Degraded');
    expect(screen.getByText('The health endpoint answered HTTP 503.')).toBeInTheDocument();
  });

  it('is degraded when /health reports anything but ok', async () => {
    server.use(http.get(HEALTH, () => HttpResponse.json({ status: 'starting' })));
    renderOtherRoute('/public-apis/status/dash');
    expect(await statusText()).toBe('Degraded');
    expect(screen.getByText('The health endpoint reported "starting".')).toBeInTheDocument();
  });

  it('says unreachable, not down, when no answer arrives', async () => {
    server.use(http.get(HEALTH, () => HttpResponse.error()));
    renderOtherRoute('/public-apis/status/dash');
    expect(await statusText()).toBe('Unreachable');
    expect(screen.getByText(/can also be caused by your own network/)).toBeInTheDocument();
  });

  it('checks again on request and shows no invented incidents', async () => {
    const user = userEvent.setup();
    let healthy = false;
    server.use(http.get(HEALTH, () => (healthy ? HttpResponse.json({ status: 'ok' }) : new HttpResponse(null, { status: 502 }))));
    renderOtherRoute('/public-apis/status/dash');
    expect(await statusText()).toBe('Degraded');
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Operational')).toBeInTheDocument();
    expect(screen.queryByText(/incident/i)).toHaveTextContent(/never shows incidents that were not observed/);
  });
});
