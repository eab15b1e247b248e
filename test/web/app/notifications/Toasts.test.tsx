import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { apiClient } from '@/api/client';
import { notify } from '@/app/notifications/notificationsSlice';
import { promiseTypes } from '@/app/store/promiseMiddleware';
import { Toasts } from '@/app/notifications/Toasts';
import { renderWithStore } from '../../support/renderWithStore';
import { server } from '../../support/mswServer';

expect.extend(toHaveNoViolations);
afterEach(() => jest.useRealTimers());

it('announces success and info politely, errors and warnings assertively', () => {
  const { store } = renderWithStore(<Toasts />);
  act(() => {
    store.dispatch(notify({ kind: 'success' }));
    store.dispatch(notify({ kind: 'info', title: 'Heads up', message: 'Info text' }));
    store.dispatch(notify({ kind: 'error', title: 'Internal Error', message: 'Query failed' }));
    store.dispatch(notify({ kind: 'warning', title: 'Careful', message: 'Warning text' }));
  });
  const statuses = screen.getAllByRole('status');
  expect(statuses.map((el) => el.textContent)).toEqual([
    expect.stringContaining('SuccessAction successfully performed!'),
    expect.stringContaining('Heads upInfo text'),
  ]);
  const alerts = screen.getAllByRole('alert');
  expect(alerts).toHaveLength(2);
  expect(screen.getByRole('alert', { name: 'Internal Error' })).toHaveTextContent('Query failed');
});

it('shows a failed call as a toast the user can dismiss', async () => {
  server.use(http.get('/api/reports', () => HttpResponse.json({ message: 'Report store offline' }, { status: 500 })));
  const { store } = renderWithStore(<Toasts />);
  const CALL = promiseTypes('test/reports');
  await act(async () => {
    await store.dispatch({ types: CALL.types, promise: () => apiClient.get('/reports') });
  });
  const toast = screen.getByRole('alert', { name: 'Internal Error' });
  expect(toast).toHaveTextContent('Report store offline');
  await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification: Internal Error' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('dismisses the focused toast with Escape and leaves the others', async () => {
  const user = userEvent.setup();
  const { store } = renderWithStore(<Toasts />);
  act(() => {
    store.dispatch(notify({ kind: 'error', title: 'First', message: 'one' }));
    store.dispatch(notify({ kind: 'error', title: 'Second', message: 'two' }));
  });
  await user.tab();
  expect(screen.getByRole('button', { name: 'Dismiss notification: First' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Dismiss notification: Second' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alert', { name: 'Second' })).not.toBeInTheDocument();
  expect(screen.getByRole('alert', { name: 'First' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Dismiss notification: First' })).toHaveFocus();
});

it('removes toasts after their duration and keeps persistent ones', () => {
  jest.useFakeTimers();
  const { store } = renderWithStore(<Toasts />);
  act(() => {
    store.dispatch(notify({ kind: 'success', message: 'Saved' }));
    store.dispatch(notify({ kind: 'error', title: 'Access is Denied', message: 'No', durationMs: 7000 }));
    store.dispatch(notify({ kind: 'error', title: 'Stays', message: 'until dismissed' }));
  });
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('alert', { name: 'Access is Denied' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(24 * 60 * 60 * 1000));
  expect(screen.getByRole('alert', { name: 'Stays' })).toBeInTheDocument();
});

it('stacks toasts in order, 400 px wide, with the browser warning at the top centre', () => {
  const { store, container } = renderWithStore(<Toasts />);
  act(() => {
    store.dispatch(notify({ kind: 'info', title: 'One' }));
    store.dispatch(notify({ kind: 'info', title: 'Two' }));
    store.dispatch(notify({ kind: 'warning', title: 'Unsupported browser', position: 'top-center', durationMs: 10_000 }));
  });
  const right = container.querySelector('[data-position="top-right"]') as HTMLElement;
  const centre = container.querySelector('[data-position="top-center"]') as HTMLElement;
  expect(within(right).getAllByRole('status').map((el) => el.textContent)).toEqual(['One×', 'Two×']);
  expect(within(centre).getByRole('alert', { name: 'Unsupported browser' })).toBeInTheDocument();
  screen.getAllByRole('status').forEach((toast) => expect(toast).toHaveStyle({ width: '400px' }));
});

it('has no accessibility violations', async () => {
  const { store, container } = renderWithStore(<Toasts />);
  act(() => {
    store.dispatch(notify({ kind: 'success' }));
    store.dispatch(notify({ kind: 'error', title: 'Client Error', message: '404: Resource not found' }));
  });
  expect(await axe(container)).toHaveNoViolations();
});

it('pauses the countdown while hovered or focused', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { store } = renderWithStore(<Toasts />);
  act(() => {
    store.dispatch(notify({ kind: 'success', message: 'Saved' }));
  });
  await user.hover(screen.getByRole('status'));
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByRole('status')).toBeInTheDocument();
  await user.unhover(screen.getByRole('status'));
  await user.tab();
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Dismiss notification: Success' }).blur());
  act(() => jest.advanceTimersByTime(5_000));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
