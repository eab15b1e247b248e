import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useHashScroll } from '@/marketing/shared/useHashScroll';

function Page() {
  useHashScroll();
  return <div id="pricing-table">Pricing</div>;
}

describe('hash scroll', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('scrolls smoothly to the hash target after 100 ms', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <MemoryRouter initialEntries={['/#pricing-table']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'pricing-table');
  });

  it('does nothing without a hash or for an unknown target', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <MemoryRouter initialEntries={['/#nowhere']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(500));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('hash scroll to a section that loads on demand', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function LateSection() {
    useHashScroll();
    return <div id="holder" />;
  }

  it('scrolls once the target appears after the first look', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <MemoryRouter initialEntries={['/#quick-install']}>
        <LateSection />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(100));
    expect(scrollIntoView).not.toHaveBeenCalled();
    const section = document.createElement('section');
    section.id = 'quick-install';
    await act(async () => {
      document.getElementById('holder')!.appendChild(section);
      await Promise.resolve();
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
  });
});
