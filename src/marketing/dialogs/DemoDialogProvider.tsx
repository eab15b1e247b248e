import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DemoDialog } from './DemoDialog';
import { DemoDialogContext, type DemoDialogControls, type OpenDemoDialogOptions } from './demoDialogContext';

/** Holds the one demo dialog of the marketing site and lets any page open it through useDemoDialog(). */
export function DemoDialogProvider({ children }: { children: ReactNode }) {
  const [openWith, setOpenWith] = useState<OpenDemoDialogOptions | null>(null);
  const openDemoDialog = useCallback((options: OpenDemoDialogOptions = {}) => setOpenWith(options), []);
  const controls = useMemo<DemoDialogControls>(() => ({ openDemoDialog }), [openDemoDialog]);
  return (
    <DemoDialogContext.Provider value={controls}>
      {children}
      <DemoDialog
        open={openWith !== null}
        title={openWith?.title}
        initialTab={openWith?.tab}
        onOpenChange={(open) => {
          if (!open) setOpenWith(null);
        }}
      />
    </DemoDialogContext.Provider>
  );
}
