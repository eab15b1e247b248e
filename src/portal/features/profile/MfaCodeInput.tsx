import { TextField } from '@/portal/shared/TextField';

/** Props of {@link MfaCodeInput}. */
export interface MfaCodeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Label; defaults to the authenticator code. */
  label?: string;
  hint?: string;
}

/** A code field: six digits from the authenticator (or a recovery code where the hint says so). */
export function MfaCodeInput({ id, value, onChange, error, label = 'Authentication code', hint }: MfaCodeInputProps) {
  return (
    <TextField id={id} name="code" label={label} value={value} onChange={onChange} error={error} hint={hint}
      autoComplete="one-time-code" inputMode="text" spellCheck={false} maxLength={11} />
  );
}
