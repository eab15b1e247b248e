import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { resetErrorReporting, setErrorReporter } from '@/lib/errorReporting';
import { ErrorBoundary } from '@/lib/errorReporting/ErrorBoundary';
import { ChunkLoadFailedError } from '@/lib/chunkLoad';

function Broken({ error }: { error: unknown }): never {
  throw error;
}

expect.extend(toHaveNoViolations);

let reporter: jest.Mock;
beforeEach(() => {
  reporter = jest.fn();
  setErrorReporter(reporter);
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs caught errors
});
afterEach(() => {
  resetErrorReporting();
  jest.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    render(<ErrorBoundary><p>Dashboard</p></ErrorBoundary>);
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('shows an accessible fallback with Reload and a link home, and reports the error', async () => {
    const onReload = jest.fn();
    const { container } = render(
      <ErrorBoundary area="portal" onReload={onReload}>
        <Broken error={new Error('boom')} />
      </ErrorBoundary>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/unexpected error/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);

    expect(reporter).toHaveBeenCalledTimes(1);
    const [error, context] = reporter.mock.calls[0];
    expect(error).toEqual(new Error('boom'));
    expect(context).toMatchObject({ area: 'portal', chunkLoad: false });
    expect(typeof context.componentStack).toBe('string');
    expect(context.componentStack.trim()).not.toBe('');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the chunk-load screen for a failed chunk', () => {
    render(
      <ErrorBoundary>
        <Broken error={new ChunkLoadFailedError('portal-dash', 5)} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/newer version of Apiscope may have been released/)).toBeInTheDocument();
    expect(reporter.mock.calls[0][1]).toMatchObject({ chunkLoad: true });
  });

  it('renders the children again when the reset key changes (navigation)', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken">
        <Broken error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/wrap">
        <p>Home of the portal</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Home of the portal')).toBeInTheDocument();
  });
});
