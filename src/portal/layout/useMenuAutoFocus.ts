import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

/** The items a keyboard user may land on: enabled menu entries, in document order. */
const ENABLED_ITEM = '[role="menuitem"]:not([data-disabled])';

/**
 * The `onFocus` handler of a portal menu's content. Opened with the keyboard, a menu puts the focus on its first enabled
 * entry; opened with the pointer, it keeps it on the menu itself (Radix's behaviour, kept). Radix moves the focus from
 * the menu to that entry when the menu takes the focus on opening, looking it up in a list its entries join from their
 * effects; on Preact (the production renderer) those effects run after the menu took the focus, so the focus stayed on
 * the menu. The entry is taken from the DOM here instead, the same on both renderers; Radix then finds it focused.
 * The input kind is followed as Radix does: a key press means keyboard until the next pointer press or move.
 */
export function useMenuAutoFocus(): (event: FocusEvent<HTMLElement>) => void {
  const usingKeyboard = useRef(false);

  useEffect(() => {
    const onPointer = () => {
      usingKeyboard.current = false;
    };
    const onKeyDown = () => {
      usingKeyboard.current = true;
    };
    document.addEventListener('keydown', onKeyDown, { capture: true });
    document.addEventListener('pointerdown', onPointer, { capture: true });
    document.addEventListener('pointermove', onPointer, { capture: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown, { capture: true });
      document.removeEventListener('pointerdown', onPointer, { capture: true });
      document.removeEventListener('pointermove', onPointer, { capture: true });
    };
  }, []);

  return useCallback((event: FocusEvent<HTMLElement>) => {
    if (!usingKeyboard.current || event.target !== event.currentTarget) return;
    event.currentTarget.querySelector<HTMLElement>(ENABLED_ITEM)?.focus({ preventScroll: true });
  }, []);
}
