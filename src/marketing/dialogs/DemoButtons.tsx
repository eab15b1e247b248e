import { trackEvent } from '@/lib/analytics';
import { Button, type ButtonProps } from '@/components/Button';
import { useDemoDialog, type OpenDemoDialogOptions } from './demoDialogContext';
import { loadDemoDialog } from './demoDialogLoader';

/** Starts fetching the dialog's chunk when a visitor is about to click, so it opens without a wait. */
function preloadDemoDialog(): void {
  loadDemoDialog().catch(() => undefined);
}

/** Props of {@link DemoButton}: button look plus what the dialog should open with. */
export interface DemoButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Visible label, e.g. 'Get a Demo', 'Chat with an Expert' or 'Request Demo'. */
  label?: string;
  dialog?: OpenDemoDialogOptions;
}

/** A button that opens the demo dialog and logs click {cta: 'schedule a call'}; hovering or focusing it preloads the dialog. */
export function DemoButton({ label = 'Get a Demo', dialog, ...buttonProps }: DemoButtonProps) {
  const { openDemoDialog } = useDemoDialog();
  return (
    <Button
      {...buttonProps}
      onPointerEnter={(event) => {
        preloadDemoDialog();
        buttonProps.onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadDemoDialog();
        buttonProps.onFocus?.(event);
      }}
      onClick={() => {
        trackEvent('click', { cta: 'schedule a call' });
        openDemoDialog(dialog);
      }}
    >
      {label}
    </Button>
  );
}

/** 'Chat with an Expert': the same dialog, starting on the Contact Sales tab. */
export function ChatWithExpertButton(props: Omit<DemoButtonProps, 'label' | 'dialog'>) {
  return <DemoButton {...props} label="Chat with an Expert" dialog={{ tab: 'contact' }} />;
}
