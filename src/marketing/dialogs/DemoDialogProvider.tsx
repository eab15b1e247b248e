import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { reportError } from '@/lib/errorReporting';
import type { DemoDialogProps } from './DemoDialog';
import { loadDemoDialog, loadedDemoDialog } from './demoDialogLoader';
import { DemoDialogContext, type DemoDialogControls, type OpenDemoDialogOptions } from './demoDialogContext';

/**
 * Holds the one demo dialog of the marketing site and lets any page open it through useDemoDialog().
 * The dialog's code arrives on demand (see demoDialogLoader): opening it before the chunk is there shows it as
 * soon as the chunk arrives.
 */
export function DemoDialogProvider({ children }: { children: ReactNode }) {
  const [openWith, setOpenWith] = useState<OpenDemoDialogOptions | null>(null);
  const [DemoDialog, setDemoDialog] = useState<ComponentType<DemoDialogProps> | undefined>(() => loadedDemoDialog());
  const openDemoDialog = useCallback((options: OpenDemoDialogOptions = {}) => {
    setOpenWith(options);
    const ready = loadedDemoDialog();
    if (ready) {
      setDemoDialog(() => ready);
      return;
    }
    loadDemoDialog().then(
      (component) => setDemoDialog(() => component),
      (error: unknown) => {
        reportError(error, { area: 'demo-dialog' });
        setOpenWith(null);
      },
    );
  }, []);
  const controls = useMemo<DemoDialogControls>(() => ({ openDemoDialog }), [openDemoDialog]);
  return (
    <DemoDialogContext.Provider value={controls}>
      {children}
      {DemoDialog ? (
        <DemoDialog
          open={openWith !== null}
          title={openWith?.title}
          initialTab={openWith?.tab}
          onOpenChange={(open) => {
            if (!open) setOpenWith(null);
          }}
        />
      ) : null}
    </DemoDialogContext.Provider>
  );
}
