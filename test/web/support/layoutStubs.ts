/** Browser layout APIs jsdom lacks, stubbed for the components that need them. */

/**
 * What cmdk lists in Radix popovers (field pickers, the time zone list) need: ResizeObserver and scrollIntoView.
 * Answers the function that removes the stubs again.
 */
export function stubLayoutApis(): () => void {
  const hadObserver = 'ResizeObserver' in window;
  const hadScroll = 'scrollIntoView' in Element.prototype;
  if (!hadObserver) {
    window.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
  if (!hadScroll) Element.prototype.scrollIntoView = function scrollIntoView(): void {};
  return () => {
    if (!hadObserver) Reflect.deleteProperty(window, 'ResizeObserver');
    if (!hadScroll) Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  };
}
