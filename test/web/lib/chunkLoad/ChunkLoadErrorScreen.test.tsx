import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { ChunkLoadErrorScreen } from '@/lib/chunkLoad';

expect.extend(toHaveNoViolations);

describe('ChunkLoadErrorScreen', () => {
  it('explains a new release or network failure and reloads on request', async () => {
    const onReload = jest.fn();
    const { container } = render(<ChunkLoadErrorScreen onReload={onReload} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toHaveFocus();
    expect(screen.getByText(/newer version of Apiscope may have been released/)).toBeInTheDocument();
    expect(screen.getByText(/network connection dropped/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});
