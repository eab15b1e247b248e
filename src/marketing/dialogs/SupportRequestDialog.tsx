import { Dialog } from '@/components/Dialog';
import { FormEmbed } from './FormEmbed';

/** Props of {@link SupportRequestDialog}. */
export interface SupportRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The support-request dialog: the hosted support form, or the built-in one when no form service is configured. */
export function SupportRequestDialog({ open, onOpenChange }: SupportRequestDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request support"
      description="Tell us what went wrong. Include the app name and a request id if you have one."
    >
      <FormEmbed kind="support" context={{ page: typeof window === 'undefined' ? '' : window.location.pathname }} />
    </Dialog>
  );
}
