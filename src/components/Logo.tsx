import './Logo.css';

/** The Apiscope wordmark: a lens over a rising chart line, then the name. Decorative mark, text carries the name. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="10" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M7 17l4-4 3 3 5-6" fill="none" stroke="#0ea5e9" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M21.5 21.5l7 7" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <span className="logo__name">Apiscope</span>
    </span>
  );
}
