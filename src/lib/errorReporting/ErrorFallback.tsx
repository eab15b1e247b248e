/** The generic "something broke" screen of the ErrorBoundary. */
import { useEffect, useRef } from 'react';
import './ErrorScreen.css';

/** Props of ErrorFallback. */
export interface ErrorFallbackProps {
  onReload: () => void;
}

/** Explains what happened and offers a reload and a way home; focus moves to the heading. */
export function ErrorFallback({ onReload }: ErrorFallbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="error-screen" aria-labelledby="error-fallback-title">
      <h1 id="error-fallback-title" className="error-screen__title" ref={headingRef} tabIndex={-1}>
        Something went wrong
      </h1>
      <p className="error-screen__text">
        This part of the page ran into an unexpected error and could not be shown. The problem has been reported
        to our team.
      </p>
      <p className="error-screen__text">
        Reloading usually fixes it. If it keeps happening, go back to the home page and try again later.
      </p>
      <div className="error-screen__actions">
        <button type="button" className="error-screen__button" onClick={onReload}>
          Reload
        </button>
        <a className="error-screen__link" href="/">
          Go to the home page
        </a>
      </div>
    </section>
  );
}
