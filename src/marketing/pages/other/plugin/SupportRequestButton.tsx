import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/Button';

// The dialog (dialog primitives and the form) loads with the first click: the support pages render without it.
const SupportRequestDialog = lazy(() =>
  import('@/marketing/dialogs/SupportRequestDialog').then((module) => ({ default: module.SupportRequestDialog })),
);

/** Opens the support-request dialog (hosted support form, or the built-in one). */
export function SupportRequestButton({ label = 'Request support' }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <SupportRequestDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
