import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '../../app/renderRoute';

/** An IntersectionObserver whose targets never reach the screen unless a test says so. */
class ScreenObserver {
  static instances: ScreenObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScreenObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** Reports every observed target as on screen. */
  showTargets() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const original = window.IntersectionObserver;
beforeAll(() => import('@/marketing/home/route'), 20_000);
beforeEach(() => {
  ScreenObserver.instances = [];
  window.IntersectionObserver = ScreenObserver as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  window.IntersectionObserver = original;
});

// The first test of the file sees the sections' chunk not fetched yet; later tests may find it already there.
describe('home sections below the first screen', () => {
  it('are not fetched with the page, and arrive once the visitor scrolls', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: /API teams that measure with Apiscope/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Want to know more?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    act(() => {
      fireEvent.scroll(window);
    });

    expect(await screen.findByRole('heading', { name: 'Want to know more?' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Server integrations' })).toBeInTheDocument();
  });

  it('show when their place comes on screen without a scroll (a tall window)', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => ScreenObserver.instances.forEach((observer) => observer.showTargets()));
    expect(await screen.findByRole('heading', { name: 'Want to know more?' })).toBeInTheDocument();
  });
});
