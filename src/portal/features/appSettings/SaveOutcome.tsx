/** Props of {@link SaveOutcome}. */
export interface SaveOutcomeProps {
  saving: boolean;
  /** The confirmation to show after a save (null: none). */
  saved: string | null;
  /** The server's refusal (null: none). */
  error: string | null;
}

/** Beside a form's save button: the confirmation (announced politely) or the server's refusal (announced at once). */
export function SaveOutcome({ saving, saved, error }: SaveOutcomeProps) {
  if (saving) return null;
  if (error) return <p className="settings-alert" role="alert">{error}</p>;
  return <p className="settings-saved" role="status">{saved ?? ''}</p>;
}
