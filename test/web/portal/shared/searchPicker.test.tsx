import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { SearchPicker } from '@/portal/shared/SearchPicker';
import { stubLayoutApis } from '../../support/layoutStubs';

let restoreLayout: () => void;
beforeAll(() => { restoreLayout = stubLayoutApis(); });
afterAll(() => restoreLayout());

interface Fruit { id: string; name: string }
const FRUITS: Fruit[] = [{ id: 'apple', name: 'Green apple' }, { id: 'pear', name: 'Pear' }, { id: 'plum', name: 'Plum' }];

/** Two pickers on one screen, each keeping its choice. */
function Pickers({ onSelect, disabled }: { onSelect: (fruit: Fruit) => void; disabled?: boolean }) {
  const firstLabel = useId();
  const secondLabel = useId();
  const [first, setFirst] = useState<Fruit | null>(null);
  return (
    <>
      <span id={firstLabel}>Fruit</span>
      <SearchPicker labelId={firstLabel} valueText={first?.name ?? 'Choose a fruit'} indicator="▾" triggerClassName="t" popoverClassName="p"
        disabled={disabled} searchLabel="Search fruits" placeholder="Search fruits…" emptyText="No fruit matches." items={FRUITS}
        itemKey={(fruit) => fruit.id} itemSearchText={(fruit) => fruit.name} renderItem={(fruit) => <strong>{fruit.name}</strong>}
        onSelect={(fruit) => { setFirst(fruit); onSelect(fruit); }} />
      <span id={secondLabel}>Second fruit</span>
      <SearchPicker labelId={secondLabel} valueText="Choose a fruit" triggerClassName="t" popoverClassName="p" searchLabel="Search second fruits"
        placeholder="Search fruits…" emptyText="No fruit matches." items={FRUITS} itemKey={(fruit) => fruit.id} renderItem={(fruit) => fruit.id}
        onSelect={onSelect} />
    </>
  );
}

describe('SearchPicker', () => {
  it('is a button named by its label and choice that opens a searchable list, chooses an item and closes', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Pickers onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Fruit Choose a fruit' }));
    const search = screen.getByRole('combobox', { name: 'Search fruits' });
    expect(search).toHaveAttribute('placeholder', 'Search fruits…');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.type(search, 'apple');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Green apple']);
    await user.click(screen.getByRole('option', { name: 'Green apple' }));
    expect(onSelect).toHaveBeenCalledWith(FRUITS[0]);
    expect(screen.queryByRole('combobox', { name: 'Search fruits' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fruit Green apple' })).toBeInTheDocument();
  });

  it('says when nothing matches and searches by the key without a search text', async () => {
    const user = userEvent.setup();
    render(<Pickers onSelect={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Fruit Choose a fruit' }));
    await user.type(screen.getByRole('combobox', { name: 'Search fruits' }), 'banana');
    expect(screen.getByText('No fruit matches.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Second fruit Choose a fruit' }));
    await user.type(screen.getByRole('combobox', { name: 'Search second fruits' }), 'plu');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['plum']);
  });

  it('chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Pickers onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Fruit Choose a fruit' }).focus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Search fruits' }), 'pe');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(FRUITS[1]);
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    render(<Pickers onSelect={jest.fn()} disabled />);
    const button = screen.getByRole('button', { name: 'Fruit Choose a fruit' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(screen.queryByRole('combobox', { name: 'Search fruits' })).not.toBeInTheDocument();
  });
});
