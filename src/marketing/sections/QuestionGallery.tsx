import type { QuestionContent } from '@/marketing/content/types';
import './QuestionGallery.css';

/** Props of {@link QuestionGallery}. */
export interface QuestionGalleryProps {
  questions: QuestionContent[];
}

/** Questions the product answers, each with a short answer and the screen that answers it. */
export function QuestionGallery({ questions }: QuestionGalleryProps) {
  return (
    <section className="mk-questions" aria-labelledby="mk-questions-title">
      <div className="mk-questions__inner">
        <h2 id="mk-questions-title" className="mk-questions__heading">
          Questions you can answer
        </h2>
        <ul className="mk-questions__list">
          {questions.map((item) => (
            <li key={item.question} className="mk-questions__item">
              <img
                className="mk-questions__image"
                src={item.image.src}
                alt={item.image.alt}
                width={640}
                height={400}
                loading="lazy"
              />
              <h3 className="mk-questions__question">{item.question}</h3>
              <p className="mk-questions__answer">{item.answer}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
