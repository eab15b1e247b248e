import { useEffect, useState } from 'react';

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max?: number;
  /** Step of the browser's arrows (`any` for fractions). */
  step?: number | 'any';
  onChange: (value: number) => void;
}

/** A number input applied on Enter or when leaving it; text that is not a number in range goes back to the value. */
export function NumberField({ label, value, min, max, step = 1, onChange }: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const apply = () => {
    const n = Number(text);
    const ok = text.trim() !== '' && Number.isFinite(n) && n >= min && (max === undefined || n <= max) && (step === 'any' || Number.isInteger(n));
    if (ok && n !== value) onChange(n);
    else if (!ok) setText(String(value));
  };
  return (
    <label className="group-levels__control">
      <span>{label}</span>
      <input
        type="number"
        inputMode="decimal"
        value={text}
        min={min}
        max={max}
        step={step}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </label>
  );
}
