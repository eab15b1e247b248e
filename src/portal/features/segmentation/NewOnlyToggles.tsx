import type { QueryModel } from '@/portal/shared/queryModel';

/** Props of {@link NewOnlyToggles}. */
export interface NewOnlyTogglesProps {
  model: QueryModel;
  onChange: (model: QueryModel) => void;
}

/** "New users only" and "New companies only": events of users (companies) first seen inside the range. */
export function NewOnlyToggles({ model, onChange }: NewOnlyTogglesProps) {
  const set = (key: 'newUsersOnly' | 'newCompaniesOnly', on: boolean) => {
    const { [key]: _dropped, ...rest } = model;
    onChange(on ? { ...rest, [key]: true } : rest);
  };
  return (
    <fieldset className="segmentation__new">
      <legend>Audience</legend>
      <label className="segmentation__check">
        <input type="checkbox" checked={Boolean(model.newUsersOnly)} onChange={(event) => set('newUsersOnly', event.target.checked)} />
        <span>New users only</span>
      </label>
      <label className="segmentation__check">
        <input type="checkbox" checked={Boolean(model.newCompaniesOnly)} onChange={(event) => set('newCompaniesOnly', event.target.checked)} />
        <span>New companies only</span>
      </label>
      <p className="segmentation__hint">First seen inside the range.</p>
    </fieldset>
  );
}
