import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { useId, useState, type ReactNode } from 'react';

/** Props of {@link SearchPicker}. */
export interface SearchPickerProps<T> {
  /** Id of the visible label outside the picker; the button is named by it and the current choice. */
  labelId: string;
  /** The current choice, shown on the button. */
  valueText: ReactNode;
  /** Shown after the choice on the button (an arrow), hidden from assistive technology. */
  indicator?: ReactNode;
  triggerClassName: string;
  /** Class of the popover; it styles the cmdk input, list and items inside. */
  popoverClassName: string;
  disabled?: boolean;
  /** Accessible name of the search list: cmdk names its input with it. */
  searchLabel: string;
  placeholder: string;
  /** Shown when the search matches nothing. */
  emptyText: string;
  items: readonly T[];
  /** Unique key of an item. */
  itemKey: (item: T) => string;
  /** The text the search matches an item by (defaults to its key). */
  itemSearchText?: (item: T) => string;
  /** What a row of the list shows. */
  renderItem: (item: T) => ReactNode;
  /** Called with the chosen item; the list then closes. */
  onSelect: (item: T) => void;
}

/**
 * A button opening a searchable list (a Radix popover around a cmdk list) to choose one item: a field, a time
 * zone. Its ids are unique, so several can share a screen.
 */
export function SearchPicker<T>({
  labelId, valueText, indicator, triggerClassName, popoverClassName, disabled, searchLabel, placeholder, emptyText, items, itemKey,
  itemSearchText = itemKey, renderItem, onSelect,
}: SearchPickerProps<T>) {
  const [open, setOpen] = useState(false);
  const valueId = useId();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={triggerClassName} aria-labelledby={`${labelId} ${valueId}`} disabled={disabled}>
        <span id={valueId}>{valueText}</span>
        {indicator ? <span aria-hidden="true">{indicator}</span> : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={popoverClassName} align="start" sideOffset={4}>
          {/* cmdk names its input by the Command's (visually hidden) label, not by an aria-label on the input. */}
          <Command label={searchLabel}>
            <Command.Input placeholder={placeholder} />
            <Command.List>
              <Command.Empty>{emptyText}</Command.Empty>
              {items.map((item) => (
                <Command.Item
                  key={itemKey(item)}
                  value={itemSearchText(item)}
                  onSelect={() => {
                    onSelect(item);
                    setOpen(false);
                  }}
                >
                  {renderItem(item)}
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
