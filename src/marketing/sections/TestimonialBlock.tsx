import { getTestimonial } from '@/marketing/content/testimonials';
import type { TestimonialId } from '@/marketing/content/types';
import './TestimonialBlock.css';

/** Props of {@link TestimonialBlock}. */
export interface TestimonialBlockProps {
  testimonialId: TestimonialId;
}

/** One customer quote with the person's name, title and company. */
export function TestimonialBlock({ testimonialId }: TestimonialBlockProps) {
  const testimonial = getTestimonial(testimonialId);
  return (
    <section className="mk-testimonial" aria-labelledby="mk-testimonial-title">
      <h2 id="mk-testimonial-title" className="visually-hidden">
        What customers say
      </h2>
      <figure className="mk-testimonial__card" style={{ backgroundColor: testimonial.color }}>
        <blockquote className="mk-testimonial__quote">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mk-testimonial__person">
          <img className="mk-testimonial__avatar" src={testimonial.image} alt="" width={56} height={56} />
          <span>
            <span className="mk-testimonial__name">{testimonial.name}</span>
            <span className="mk-testimonial__role">
              {testimonial.title}, {testimonial.company}
            </span>
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
