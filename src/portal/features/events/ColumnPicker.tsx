import * as Popover from '@radix-ui/react-popover';
import { useEffect, useId } from 'react';
import { getHiddenEventColumns, saveHiddenEventColumns } from '@/api/storedSession';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { OPTIONAL_COLUMNS } from './tableViewConfigRules';
import { columnsRestored, columnToggled, selectHiddenColumns } from './tableViewConfigSlice';

/**
 * "Columns": check boxes for the event log's optional columns. The choice is kept per app in the store and in local
 * storage, so the view looks the same on the next visit.
 */
export function ColumnPicker({ orgId, appId }: { orgId: string; appId: string }) {
  const dispatch = useAppDispatch();
  const hidden = useAppSelector((state) => selectHiddenColumns(state, orgId, appId));
  const id = useId();
  useEffect(() => {
    dispatch(columnsRestored({ orgId, appId, hidden: getHiddenEventColumns(orgId, appId) ?? [] }));
  }, [dispatch, orgId, appId]);

  const toggle = (column: (typeof OPTIONAL_COLUMNS)[number]['id']) => {
    dispatch(columnToggled({ orgId, appId, column }));
    const next = hidden.includes(column) ? hidden.filter((value) => value !== column) : [...hidden, column];
    saveHiddenEventColumns(orgId, appId, next);
  };

  return (
    <Popover.Root>
      <Popover.Trigger className="event-columns__trigger">Columns</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="event-columns__popover" align="end" sideOffset={4}>
          <fieldset className="event-columns">
            <legend>Columns shown</legend>
            {OPTIONAL_COLUMNS.map((column) => (
              <label key={column.id} className="event-columns__option" htmlFor={`${id}-${column.id}`}>
                <input id={`${id}-${column.id}`} type="checkbox" checked={!hidden.includes(column.id)} onChange={() => toggle(column.id)} />
                {column.label}
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
