import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trackEvent } from '@/lib/analytics';
import { documentMeta, renderContentRoute } from './renderContentRoute';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }));
const trackEventMock = jest.mocked(trackEvent);

it('updates title, description and canonical link and logs again when navigating between pages', async () => {
  const { router } = await renderContentRoute('/features/api-logs');
  await waitFor(() => expect(documentMeta().canonical).toBe('https://www.apiscope.dev/features/api-logs'));
  await act(() => router.navigate('/features/api-monitoring'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Know about API problems before your customers do' })).toBeInTheDocument();
  await waitFor(() =>
    expect(documentMeta()).toEqual({
      title: 'API Monitoring: threshold and anomaly alerts | Apiscope',
      description: expect.stringContaining('Alert on error rates'),
      canonical: 'https://www.apiscope.dev/features/api-monitoring',
    }),
  );
  expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  await waitFor(() =>
    expect(trackEventMock.mock.calls.filter(([name]) => name === 'landing viewed').map(([, props]) => props)).toEqual([
      { feature: 'debugging' },
      { feature: 'monitoring' },
    ]),
  );
});

it('the Get a Demo button opens the demo dialog and logs the call-to-action click', async () => {
  const user = userEvent.setup();
  await renderContentRoute('/solutions/metered-api-billing');
  await user.click(screen.getByRole('button', { name: 'Get a Demo' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(trackEventMock).toHaveBeenCalledWith('click', { cta: 'schedule a call' });
});
