import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTestimonial, homeTestimonialIds } from '@/marketing/content/testimonials';
import { TestimonialCarousel } from '@/marketing/home/TestimonialCarousel';

const nameAt = (index: number) => getTestimonial(homeTestimonialIds[index]).name;
const shownQuote = () => screen.getByRole('figure');

describe('testimonial carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 10 seconds and wraps around', () => {
    render(<TestimonialCarousel />);
    expect(shownQuote()).toHaveTextContent(nameAt(0));
    act(() => jest.advanceTimersByTime(9_999));
    expect(shownQuote()).toHaveTextContent(nameAt(0));
    act(() => jest.advanceTimersByTime(1));
    expect(shownQuote()).toHaveTextContent(nameAt(1));
    for (let step = 2; step <= homeTestimonialIds.length; step += 1) {
      act(() => jest.advanceTimersByTime(10_000));
    }
    expect(shownQuote()).toHaveTextContent(nameAt(0));
  });

  it('restarts the 10 seconds after a click', () => {
    render(<TestimonialCarousel />);
    act(() => jest.advanceTimersByTime(5_000));
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shownQuote()).toHaveTextContent(nameAt(1));
    act(() => jest.advanceTimersByTime(9_999));
    expect(shownQuote()).toHaveTextContent(nameAt(1));
    act(() => jest.advanceTimersByTime(1));
    expect(shownQuote()).toHaveTextContent(nameAt(2));
  });

  it('moves on click with Next, Previous and the dots', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TestimonialCarousel />);
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shownQuote()).toHaveTextContent(nameAt(1));
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownQuote()).toHaveTextContent(nameAt(0));
    await user.click(screen.getByRole('button', { name: `Show testimonial 3: ${nameAt(2)}` }));
    expect(shownQuote()).toHaveTextContent(nameAt(2));
    expect(screen.getByRole('button', { name: `Show testimonial 3: ${nameAt(2)}` })).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered or focused, and resumes afterwards', () => {
    render(<TestimonialCarousel />);
    const carousel = screen.getByRole('region', { name: 'What API teams say' });
    fireEvent.pointerEnter(carousel);
    act(() => jest.advanceTimersByTime(30_000));
    expect(shownQuote()).toHaveTextContent(nameAt(0));
    fireEvent.pointerLeave(carousel);
    act(() => jest.advanceTimersByTime(10_000));
    expect(shownQuote()).toHaveTextContent(nameAt(1));

    act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
    act(() => jest.advanceTimersByTime(30_000));
    expect(shownQuote()).toHaveTextContent(nameAt(1));
    act(() => screen.getByRole('button', { name: 'Next testimonial' }).blur());
    act(() => jest.advanceTimersByTime(10_000));
    expect(shownQuote()).toHaveTextContent(nameAt(2));
  });

  it('announces changes politely and says the quotes are fictional', () => {
    render(<TestimonialCarousel />);
    expect(shownQuote().parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText(/people and companies are fictional examples/)).toBeInTheDocument();
  });
});
