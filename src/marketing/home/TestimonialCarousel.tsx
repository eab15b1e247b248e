import { useEffect, useRef, useState } from 'react';
import { TESTIMONIAL_ROTATION_MS } from '@/lib/constants';
import { getTestimonial, homeTestimonialIds } from '@/marketing/content/testimonials';
import { useEngagement } from '@/marketing/shared/useEngagement';
import './TestimonialCarousel.css';

/**
 * Customer quotes, one at a time. Advances every 10 s and on the Next button; Previous, Next and the dots are
 * buttons. Rotation pauses while the pointer is over it or focus is
 * inside, so nobody loses the quote they are reading. Changes are announced politely.
 */
export function TestimonialCarousel() {
  const slides = homeTestimonialIds.map(getTestimonial);
  const [index, setIndex] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);
  const paused = useEngagement(sectionRef);

  useEffect(() => {
    if (paused) return undefined;
    // Restarts on every change of slide, so a manual step gets a full 10 s too.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % slides.length), TESTIMONIAL_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, slides.length]);

  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  const slide = slides[index];

  return (
    <section
      className="testimonial-carousel"
      aria-roledescription="carousel"
      aria-labelledby="testimonial-carousel-title"
      ref={sectionRef}
    >
      <h2 id="testimonial-carousel-title" className="testimonial-carousel__title">
        What API teams say
      </h2>
      <div className="testimonial-carousel__viewport" aria-live="polite" aria-atomic="true">
        <figure
          key={slide.id}
          className="testimonial-carousel__slide"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${slides.length}`}
          style={{ borderTopColor: slide.color }}
        >
          <blockquote className="testimonial-carousel__quote">
            <p>“{slide.quote}”</p>
          </blockquote>
          <figcaption className="testimonial-carousel__person">
            <img src={slide.image} alt="" width={56} height={56} />
            <span>
              <span className="testimonial-carousel__name">{slide.name}</span>
              <span className="testimonial-carousel__role">
                {slide.title}, {slide.company}
              </span>
            </span>
          </figcaption>
        </figure>
      </div>
      <div className="testimonial-carousel__controls">
        <button type="button" className="testimonial-carousel__arrow" aria-label="Previous testimonial" onClick={() => go(index - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className="testimonial-carousel__dots">
          {slides.map((item, dotIndex) => (
            <button
              key={item.id}
              type="button"
              className="testimonial-carousel__dot"
              aria-label={`Show testimonial ${dotIndex + 1}: ${item.name}`}
              aria-current={dotIndex === index ? 'true' : undefined}
              onClick={() => go(dotIndex)}
            />
          ))}
        </div>
        <button type="button" className="testimonial-carousel__arrow" aria-label="Next testimonial" onClick={() => go(index + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="testimonial-carousel__disclaimer">Illustrative quotes: people and companies are fictional examples.</p>
    </section>
  );
}
