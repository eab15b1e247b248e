/**
 * The component stack of a caught render error when the app runs on Preact.
 *
 * React hands an error boundary's componentDidCatch an `info.componentStack` ("at Broken", "at ErrorBoundary", ...)
 * in every build. Preact only does so with its development add-on loaded: in the production bundle the boundary gets
 * an empty info object and the report loses where the error happened. This module hooks Preact's error-catching step
 * (the same hook its development add-on uses) and fills `componentStack` from the tree, in React's format, when
 * nothing else did.
 */
import { options as preactOptions } from 'preact';

/** The few fields of a Preact virtual node this module reads (their names in Preact's published build). */
interface PreactVNode {
  type: unknown;
  /** The parent node. */
  __?: PreactVNode | null;
}

/** What Preact passes with a caught error. */
interface PreactErrorInfo {
  componentStack?: string;
}

/** Preact's error-catching hook: called with the error and the node that threw, before any boundary sees it. */
type CatchErrorHook = (error: unknown, vnode: PreactVNode, oldVNode?: PreactVNode, errorInfo?: PreactErrorInfo) => void;

/** Preact's option hooks, with the error-catching one under its published name. */
interface PreactOptions {
  __e?: CatchErrorHook;
}

/** The name React would show for a node: a component's display name or an element's tag; none for fragments. */
function nodeName(type: unknown): string | undefined {
  if (typeof type === 'string') return type;
  if (typeof type === 'function') {
    const component = type as { displayName?: unknown; name?: unknown };
    const name = typeof component.displayName === 'string' ? component.displayName : component.name;
    return typeof name === 'string' && name ? name : undefined;
  }
  return undefined;
}

/** The stack of `vnode` and its ancestors, innermost first, in React's "\n    at Name" format. */
export function preactComponentStack(vnode: PreactVNode | null | undefined): string {
  let stack = '';
  for (let node = vnode; node; node = node.__) {
    const name = nodeName(node.type);
    if (name) stack += `\n    at ${name}`;
  }
  return stack;
}

let installed = false;

/** Makes every caught render error carry a component stack (idempotent). */
export function installPreactComponentStacks(): void {
  if (installed) return;
  installed = true;
  const options = preactOptions as PreactOptions;
  const next = options.__e;
  options.__e = (error, vnode, oldVNode, errorInfo) => {
    let info = errorInfo;
    if (!info?.componentStack) {
      try {
        info = { ...info, componentStack: preactComponentStack(vnode) };
      } catch {
        // Describing the error must never stand in the way of catching it.
      }
    }
    next?.(error, vnode, oldVNode, info);
  };
}
