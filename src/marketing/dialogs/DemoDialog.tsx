import { useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { Tabs } from '@/components/Tabs';
import { DEFAULT_DEMO_DIALOG_TITLE, type DemoDialogTab } from './demoDialogContext';
import { FormEmbed } from './FormEmbed';

export { DEFAULT_DEMO_DIALOG_TITLE } from './demoDialogContext';

/** Firefox gets only the contact form (the scheduling widget of the hosted form service does not support it). */
export function isFirefox(userAgent: string): boolean {
  return /firefox|fxios/i.test(userAgent);
}

/** Props of {@link DemoDialog}. */
export interface DemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  initialTab?: DemoDialogTab;
  /** Defaults to the browser's user agent. */
  userAgent?: string;
}

/** The demo dialog: tabs 'Schedule a Demo' (index 0) and 'Contact Sales' (index 1); Firefox sees only the contact form. */
export function DemoDialog({ open, onOpenChange, title, initialTab, userAgent = navigator.userAgent }: DemoDialogProps) {
  const [tab, setTab] = useState<string>(initialTab ?? 'demo');
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    // Each opening starts on the tab its opener asked for.
    setLastOpen(open);
    if (open) setTab(initialTab ?? 'demo');
  }
  const heading = title ?? DEFAULT_DEMO_DIALOG_TITLE;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={heading}>
      {isFirefox(userAgent) ? (
        <FormEmbed kind="contact" />
      ) : (
        <Tabs
          label="How would you like to talk to us?"
          value={tab}
          onValueChange={setTab}
          tabs={[
            { value: 'demo', label: 'Schedule a Demo', content: <FormEmbed kind="demo" /> },
            { value: 'contact', label: 'Contact Sales', content: <FormEmbed kind="contact" /> },
          ]}
        />
      )}
    </Dialog>
  );
}
