import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { setupStore } from '@/app/store/store';
import { Component as VerifyEmailRoute } from '@/portal/features/orgUsers/verifyEmailRoute';
import { createRequestLog } from '../../../support/apiRecorder';
import { server } from '../../../support/mswServer';
import { failureResponse, type ApiFailure } from '../../../support/handlers/failure';

const TOKEN = 'V'.repeat(43);

/** POST /api/auth/verify-email: the verified address and the organizations joined by domain, or a failure. */
const verifyHandler = (answer: { joined: Array<{ id: string; name: string }> } | ApiFailure, log?: ReturnType<typeof createRequestLog>) =>
  http.post('/api/auth/verify-email', async ({ request }) => {
    await log?.record(request);
    return 'joined' in answer ? HttpResponse.json({ email: 'linus@acme.dev', verified: true, joined: answer.joined }) : failureResponse(answer);
  });

function renderVerify() {
  const router = createMemoryRouter(
    [{ path: '/verify-email/:token', Component: VerifyEmailRoute }, { path: '/elsewhere', element: <h1>Elsewhere</h1> }],
    { initialEntries: [`/verify-email/${TOKEN}`] },
  );
  render(<App store={setupStore()} router={router} />);
  return router;
}

describe('/verify-email/{token}', () => {
  it('uses the link once and names the organizations joined through their domain policy', async () => {
    const log = createRequestLog();
    server.use(verifyHandler({ joined: [{ id: 'o1', name: 'Acme' }] }, log));
    renderVerify();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Address verified' })).toBeInTheDocument();
    expect(screen.getByText('linus@acme.dev is verified.')).toBeInTheDocument();
    expect(screen.getByText(/You joined Acme, which admit verified addresses/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Apiscope' })).toHaveAttribute('href', '/wrap');
    expect(log.requests.map((r) => r.body)).toEqual([{ token: TOKEN }]);
  });

  it('spends the link once: coming back to the page shows the outcome without a second call', async () => {
    const log = createRequestLog();
    server.use(verifyHandler({ joined: [] }, log));
    const router = renderVerify();
    expect(await screen.findByRole('heading', { level: 1, name: 'Address verified' })).toBeInTheDocument();
    expect(screen.queryByText(/You joined/)).not.toBeInTheDocument();
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Address verified' })).toBeInTheDocument();
    expect(log.requests).toHaveLength(1);
  });

  it('explains a used or expired link under a page heading', async () => {
    server.use(verifyHandler({ status: 410, message: 'This verification link has expired: send a new one from your profile' }));
    renderVerify();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot verify your address' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link has expired: send a new one from your profile');
    expect(screen.getByRole('link', { name: 'Open your profile' })).toBeInTheDocument();
  });
});
