import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiError } from '@/api/errors';
import { TextField } from '@/portal/shared/TextField';
import { useFormFields, type FieldErrors } from '@/portal/shared/useFormFields';

interface Values { city: string; zip: string }
type Sent = { error?: ApiError; saved?: Values };

const check = ({ city, zip }: Values): FieldErrors<Values> => ({
  ...(city ? {} : { city: 'Enter a city.' }),
  ...(/^\d{5}$/.test(zip) ? {} : { zip: 'Enter five digits.' }),
});

/** A form of two fields; `send` answers what the server would, `onSaved` hears a success. */
function AddressForm({ send, onSaved }: { send: (values: Values) => Promise<Sent>; onSaved: (result: Sent) => void }) {
  const { formRef, values, field, submit, failure, sending } = useFormFields<Values>({ city: '', zip: '' }, ['city', 'zip']);
  return (
    <form ref={formRef} aria-label="Address" noValidate onSubmit={(event) => {
      event.preventDefault();
      void submit(check(values), () => send(values)).then((result) => { if (result) onSaved(result); });
    }}>
      <TextField {...field('city')} label="City" />
      <TextField {...field('zip')} label="Postal code" />
      {failure ? <p role="alert">{failure}</p> : null}
      <button type="submit" disabled={sending}>{sending ? 'Saving…' : 'Save'}</button>
    </form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Lyon');
  await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '69001');
}

describe('useFormFields', () => {
  it('shows every error, focuses the first invalid field in order, sends nothing, and a change clears its error', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<AddressForm send={send} onSaved={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a city.')).toBeInTheDocument();
    expect(screen.getByText('Enter five digits.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Lyon');
    expect(screen.queryByText('Enter a city.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the typed values, is busy until the answer, and answers the result of a success', async () => {
    const user = userEvent.setup();
    let answer: (sent: Sent) => void = () => undefined;
    const send = jest.fn((values: Values) => new Promise<Sent>((resolve) => { answer = () => resolve({ saved: values }); }));
    const onSaved = jest.fn();
    render(<AddressForm send={send} onSaved={onSaved} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledWith({ city: 'Lyon', zip: '69001' });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer({});
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSaved).toHaveBeenCalledWith({ saved: { city: 'Lyon', zip: '69001' } });
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('name', 'city');
  });

  it('keeps the server reason of a failure, answers null, and clears the reason on the next try', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const send = jest.fn(async (): Promise<Sent> => ({ error: { status: 409, data: { message: 'This address is already on file' } } }));
    render(<AddressForm send={send} onSaved={onSaved} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This address is already on file');
    expect(onSaved).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Enter a city.')).toBeInTheDocument();
  });
});
