import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { ConfirmDialog } from '@/components/ConfirmDialog';

expect.extend(toHaveNoViolations);

describe('confirm dialog', () => {
  it("defaults to 'Are you sure?', 'Yes' and 'No'", () => {
    render(<ConfirmDialog open onOpenChange={() => undefined} onConfirm={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('calls confirm or cancel and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const onOpenChange = jest.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete the app 'Orders API'?"
        content="Its events stay stored for 30 days."
        confirmLabel="Delete app"
        cancelLabel="Keep it"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByText('Its events stay stored for 30 days.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete app' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers the optional extra action', async () => {
    const user = userEvent.setup();
    const onDraft = jest.fn();
    render(<ConfirmDialog open onOpenChange={() => undefined} onConfirm={() => undefined} action={{ label: 'Save as draft', onClick: onDraft }} />);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(onDraft).toHaveBeenCalledTimes(1);
  });

  it('shows a red confirm button for the danger tone only', () => {
    const { rerender } = render(<ConfirmDialog open onOpenChange={() => undefined} onConfirm={() => undefined} confirmLabel="Remove" />);
    expect(screen.getByRole('button', { name: 'Remove' })).not.toHaveClass('confirm-dialog__confirm--danger');
    rerender(<ConfirmDialog open onOpenChange={() => undefined} onConfirm={() => undefined} confirmLabel="Remove" tone="danger" />);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass('confirm-dialog__confirm--danger');
    expect(screen.getByRole('button', { name: 'No' })).not.toHaveClass('confirm-dialog__confirm--danger');
  });

  it('has no detectable accessibility violations', async () => {
    render(<ConfirmDialog open onOpenChange={() => undefined} onConfirm={() => undefined} content="This cannot be undone." />);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
