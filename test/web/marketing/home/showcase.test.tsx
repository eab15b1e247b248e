import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showcaseSteps } from '@/marketing/content/homeSections';
import { FeatureShowcase } from '@/marketing/home/FeatureShowcase';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void;
let observerCallback: Callback;
let observed: Element[];
let desktop: boolean;

beforeEach(() => {
  observed = [];
  desktop = true;
  globalThis.IntersectionObserver = class {
    constructor(callback: Callback) {
      observerCallback = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  window.matchMedia = ((query: string) => ({
    matches: query === '(min-width: 992px)' ? desktop : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { value: 100, configurable: true, writable: true });
});

const section = () => screen.getByRole('region', { name: 'One platform from the first API call to the invoice' });
const enter = (element: Element) => act(() => observerCallback([{ isIntersecting: true, target: element }]));
const images = () => within(section()).getAllByRole('img');

describe('feature showcase', () => {
  it('has five numbered steps with two options each', () => {
    render(<FeatureShowcase />);
    const steps = within(section()).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      expect.stringMatching(/^1Analyze/),
      expect.stringMatching(/^2Debug/),
      expect.stringMatching(/^3Monetize/),
      expect.stringMatching(/^4Govern/),
      expect.stringMatching(/^5Monitor/),
    ]);
    steps.forEach((step) => expect(within(step).getAllByRole('tab')).toHaveLength(2));
  });

  it('follows scrolling: the step crossing the middle becomes active, 5 past the end, one image at a time', () => {
    render(<FeatureShowcase />);
    expect(observed).toHaveLength(6);
    expect(section()).toHaveAttribute('data-active-step', '0');
    expect(images()).toHaveLength(1);
    expect(images()[0]).toHaveAttribute('alt', showcaseSteps[0].options[0].image.alt);

    enter(observed[2]);
    expect(section()).toHaveAttribute('data-active-step', '2');
    expect(observed[2]).toHaveAttribute('aria-current', 'step');
    expect(images()).toHaveLength(1);
    expect(images()[0]).toHaveAttribute('alt', showcaseSteps[2].options[0].image.alt);

    enter(observed[5]);
    expect(section()).toHaveAttribute('data-active-step', '5');
    expect(images()[0]).toHaveAttribute('alt', showcaseSteps[4].options[0].image.alt);
  });

  it('switches the option on tab click and, on desktop, scrolls to the step 150 px below the top', async () => {
    const user = userEvent.setup();
    render(<FeatureShowcase />);
    const govern = observed[3] as HTMLElement;
    govern.getBoundingClientRect = () => ({ top: 800 }) as DOMRect;
    await user.click(within(govern).getByRole('tab', { name: 'Governance rules' }));
    expect(section()).toHaveAttribute('data-active-step', '3');
    expect(images()[0]).toHaveAttribute('alt', showcaseSteps[3].options[1].image.alt);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 800 + 100 - 150, behavior: 'smooth' });
  });

  it('does not scroll on screens narrower than 992 px and shows the picture inside the active step', async () => {
    desktop = false;
    const user = userEvent.setup();
    render(<FeatureShowcase />);
    const debug = observed[1] as HTMLElement;
    await user.click(within(debug).getByRole('tab', { name: 'Distributed traces' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(images()).toHaveLength(1);
    expect(within(debug).getByRole('img')).toHaveAttribute('alt', showcaseSteps[1].options[1].image.alt);
  });

  it('keeps each step’s chosen option when the step becomes active again', async () => {
    const user = userEvent.setup();
    render(<FeatureShowcase />);
    await user.click(within(observed[0] as HTMLElement).getByRole('tab', { name: 'Adoption funnel' }));
    enter(observed[1]);
    expect(images()[0]).toHaveAttribute('alt', showcaseSteps[1].options[0].image.alt);
    enter(observed[0]);
    expect(images()[0]).toHaveAttribute('alt', showcaseSteps[0].options[1].image.alt);
  });
});
