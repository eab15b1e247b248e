import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { DemoDialog } from '@/marketing/dialogs/DemoDialog';
import { DemoDialogProvider } from '@/marketing/dialogs/DemoDialogProvider';
import { ChatWithExpertButton, DemoButton, useDemoDialog } from '@/marketing/dialogs';

expect.extend(toHaveNoViolations);

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

function OpenWithTitle() {
  const { openDemoDialog } = useDemoDialog();
  return (
    <button type="button" onClick={() => openDemoDialog({ title: 'Talk to a billing expert' })}>
      Custom
    </button>
  );
}

function renderButtons() {
  return render(
    <MemoryRouter>
      <DemoDialogProvider>
        <DemoButton />
        <ChatWithExpertButton />
        <OpenWithTitle />
      </DemoDialogProvider>
    </MemoryRouter>,
  );
}

describe('demo dialog', () => {
  it("opens from 'Get a Demo' with the default title and the two tabs in order", async () => {
    const user = userEvent.setup();
    renderButtons();
    await user.click(screen.getByRole('button', { name: 'Get a Demo' }));
    const dialog = screen.getByRole('dialog', { name: 'Talk to an API monetization expert' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Schedule a Demo', 'Contact Sales']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('form', { name: 'Schedule a demo' })).toBeInTheDocument();

    await user.click(tabs[1]);
    expect(within(dialog).getByRole('form', { name: 'Contact sales' })).toBeInTheDocument();
  });

  it("opens on Contact Sales from 'Chat with an Expert'", async () => {
    const user = userEvent.setup();
    renderButtons();
    await user.click(screen.getByRole('button', { name: 'Chat with an Expert' }));
    expect(screen.getByRole('tab', { name: 'Contact Sales' })).toHaveAttribute('aria-selected', 'true');
  });

  it('takes a title from the page that opens it, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderButtons();
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    expect(screen.getByRole('dialog', { name: 'Talk to a billing expert' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives Firefox only the contact form', () => {
    render(
      <MemoryRouter>
        <DemoDialog open onOpenChange={() => undefined} userAgent={FIREFOX} />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Talk to an API monetization expert' });
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: 'Contact sales' })).toBeInTheDocument();
  });

  it('refuses to be used outside the marketing layout with a clear message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<OpenWithTitle />)).toThrow('useDemoDialog must be used inside <DemoDialogProvider>');
    jest.restoreAllMocks();
  });

  it('has no detectable accessibility violations when open', async () => {
    const user = userEvent.setup();
    renderButtons();
    await user.click(screen.getByRole('button', { name: 'Get a Demo' }));
    expect(await axe(document.body)).toHaveNoViolations();
  }, 20_000);
});
