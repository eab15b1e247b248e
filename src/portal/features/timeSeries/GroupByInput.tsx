import { useEffect, useState } from 'react';
import type { GroupBy } from '@/portal/shared/queryModel';

/** Props of {@link GroupByInput}. */
export interface GroupByInputProps {
  value: GroupBy | undefined;
  /** Field names to suggest (the app's search schema). */
  suggestions: string[];
  onChange: (group: GroupBy | undefined) => void;
}

/** The first group-by: a field name (suggested from the schema), applied on Enter or when leaving the input. */
export function GroupByInput({ value, suggestions, onChange }: GroupByInputProps) {
  const [text, setText] = useState(value?.field ?? '');
  useEffect(() => setText(value?.field ?? ''), [value?.field]);
  const apply = () => {
    const field = text.trim();
    if (field === (value?.field ?? '')) return;
    onChange(field ? { field, size: value?.size ?? 10, order: value?.order ?? 'top', other: value?.other ?? false } : undefined);
  };
  return (
    <label className="time-series__field">
      <span>Group by</span>
      <input
        type="text"
        list="time-series-fields"
        value={text}
        placeholder="Field, e.g. request.verb"
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
      <datalist id="time-series-fields">
        {suggestions.map((field) => (
          <option key={field} value={field} />
        ))}
      </datalist>
    </label>
  );
}
