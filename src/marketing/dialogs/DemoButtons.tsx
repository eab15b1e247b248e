import { trackEvent } from '../../lib/analytics';
import { Button, type ButtonProps } from '../../components/Button';
import { useDemoDialog, type OpenDemoDialogOptions } from './demoDialogContext';

/** Props of {@link DemoButton}: button look plus what the dialog should open with. */
export interface DemoButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Visible label, e.g. 'Get a Demo', 'Chat with an Expert' or 'Request Demo'. */
  label?: string;
  dialog?: OpenDemoDialogOptions;
}

/** A button that opens the demo dialog and logs click {cta: 'schedule a call'}. */
export function DemoButton({ label = 'Get a Demo', dialog, ...buttonProps }: DemoButtonProps) {
  const { openDemoDialog } = useDemoDialog();
  return (
    <Button
      {...buttonProps}
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
