import { createContext, useContext } from 'react';

/** The two tabs of the demo dialog, in order: index 0 and index 1. */
export const DEMO_DIALOG_TABS = ['demo', 'contact'] as const;
export type DemoDialogTab = (typeof DEMO_DIALOG_TABS)[number];

/** Heading of the demo dialog when the opener gives none. */
export const DEFAULT_DEMO_DIALOG_TITLE = 'Talk to an API monetization expert';

/** Options for opening the demo dialog. */
export interface OpenDemoDialogOptions {
  /** Heading; defaults to 'Talk to an API monetization expert'. */
  title?: string;
  /** Tab to start on; defaults to 'demo' (Schedule a Demo). */
  tab?: DemoDialogTab;
}

/** What pages get from {@link useDemoDialog}. */
export interface DemoDialogControls {
  openDemoDialog: (options?: OpenDemoDialogOptions) => void;
}

export const DemoDialogContext = createContext<DemoDialogControls | null>(null);

/**
 * Opens the demo dialog from any marketing page ('Get a Demo', 'Chat with an Expert', 'Request Demo').
 * Must be used below the marketing layout, which provides it.
 */
export function useDemoDialog(): DemoDialogControls {
  const controls = useContext(DemoDialogContext);
  if (!controls) throw new Error('useDemoDialog must be used inside <DemoDialogProvider> (the marketing layout).');
  return controls;
}
