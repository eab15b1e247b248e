import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { featurePages } from '@/marketing/content/features';
import { DemoDialogProvider } from '@/marketing/dialogs/DemoDialogProvider';
import { SectionRenderer } from '@/marketing/sections/SectionRenderer';
import { standardBlocks } from '@/marketing/sections/standardBlocks';

jest.mock('@/lib/analytics', () => ({ trackEvent: jest.fn() }));

const page = featurePages['api-logs'];

function renderPage() {
  return render(
    <MemoryRouter>
      <DemoDialogProvider>
        <SectionRenderer blocks={standardBlocks(page)} />
      </DemoDialogProvider>
    </MemoryRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a content page draws its first screen first', () => {
  it('shows the hero and highlights with the first paint, keeps the footer out of sight, then draws the rest', async () => {
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.hero.headline);
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with an Expert' })).toBeNull();
    expect(container.querySelector('.mk-page__pending')).toHaveAttribute('aria-hidden', 'true');

    expect(await screen.findByRole('button', { name: 'Chat with an Expert' })).toBeInTheDocument();
    expect(container.querySelector('.mk-page__pending')).toBeNull();
    expect(container.querySelectorAll('.mk-page__block')).toHaveLength(standardBlocks(page).length);
  });

  it('draws every block at once when the URL names an anchor, so the browser can scroll to it', () => {
    window.history.replaceState(null, '', `/features/api-logs#${page.sections[1].id}`);
    const { container } = renderPage();
    expect(screen.getByRole('button', { name: 'Chat with an Expert' })).toBeInTheDocument();
    expect(container.querySelector('.mk-page__pending')).toBeNull();
  });
});
