import type { ComponentType } from 'react';
import type { DemoDialogProps } from './DemoDialog';

/**
 * The demo dialog (dialog primitives, tabs, forms and the API client they post with) lives in its own chunk:
 * no page needs it for its first paint. It is fetched when a visitor shows intent (pointer over or focus on
 * a demo button) or, at the latest, when the dialog opens; once loaded it renders without waiting.
 */
let loaded: ComponentType<DemoDialogProps> | undefined;
let loading: Promise<ComponentType<DemoDialogProps>> | undefined;

/** The dialog component if its chunk has arrived, else undefined. */
export function loadedDemoDialog(): ComponentType<DemoDialogProps> | undefined {
  return loaded;
}

/** Fetches the dialog's chunk once; a failed fetch may be retried by the next call. */
export function loadDemoDialog(): Promise<ComponentType<DemoDialogProps>> {
  loading ??= import(/* webpackChunkName: "demo-dialog" */ './DemoDialog').then(
    (module) => {
      loaded = module.DemoDialog;
      return module.DemoDialog;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
