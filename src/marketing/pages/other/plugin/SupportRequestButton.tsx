import { useState } from 'react';
import { Button } from '../../../../components/Button';
import { SupportRequestDialog } from '../../../dialogs';

/** Opens the support-request dialog (hosted support form, or the built-in one). */
export function SupportRequestButton({ label = 'Request support' }: { label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      <SupportRequestDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
