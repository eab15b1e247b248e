import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { resetErrorReporting, setErrorReporter } from '@/lib/errorReporting';
import { DemoButton } from '@/marketing/dialogs';
import { DemoDialogProvider } from '@/marketing/dialogs/DemoDialogProvider';

// The dialog module stands in for its chunk: counted on every load, and failing while mockChunk.fail is set.
const mockChunk = { loads: 0, fail: false };
jest.mock('@/marketing/dialogs/DemoDialog', () => {
  mockChunk.loads += 1;
  if (mockChunk.fail) throw new Error('Loading chunk demo-dialog failed');
  return jest.requireActual('../../../../src/marketing/dialogs/DemoDialog');
});

const reporter = jest.fn();
beforeEach(() => {
  reporter.mockReset();
  setErrorReporter(reporter);
});
afterEach(() => resetErrorReporting());

function renderPage() {
  return render(
    <MemoryRouter>
      <DemoDialogProvider>
        <main>
          <DemoButton />
        </main>
      </DemoDialogProvider>
    </MemoryRouter>,
  );
}

describe('demo dialog loading', () => {
  it('does not load the dialog with the page; a dialog that cannot load is reported and nothing opens', async () => {
    mockChunk.fail = true;
    const user = userEvent.setup();
    renderPage();
    expect(mockChunk.loads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Get a Demo' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reporter).toHaveBeenCalledWith(expect.any(Error), { area: 'demo-dialog' });
  });

  it('starts loading when the visitor points at a demo button, and opens once loaded', async () => {
    mockChunk.fail = false;
    const user = userEvent.setup();
    renderPage();
    const loadsBefore = mockChunk.loads;
    await user.hover(screen.getByRole('button', { name: 'Get a Demo' }));
    expect(mockChunk.loads).toBe(loadsBefore + 1);
    await user.click(screen.getByRole('button', { name: 'Get a Demo' }));
    expect(await screen.findByRole('dialog', { name: 'Talk to an API monetization expert' })).toBeInTheDocument();
    expect(reporter).not.toHaveBeenCalled();
  });
});
