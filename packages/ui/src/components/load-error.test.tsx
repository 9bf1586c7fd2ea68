import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError, QueryStates } from './load-error';

const labels = { loadingLabel: 'Loading', errorMessage: 'The list did not load.', retryLabel: 'Try again' };

function renderStates(
  query: { isPending: boolean; isError: boolean; data: string[] | undefined },
  placeholderClassName?: string,
) {
  const refetch = vi.fn();
  render(
    <QueryStates
      query={{ ...query, refetch }}
      {...labels}
      errorTestId="list-error"
      placeholderClassName={placeholderClassName}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );
  return { refetch, user: userEvent.setup() };
}

describe('LoadError', () => {
  it('is an alert with the reason, and its button asks to load again', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="Nothing came." retryLabel="Again" onRetry={onRetry} testId="err" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing came.');
    expect(screen.getByTestId('err')).toBe(screen.getByRole('alert'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('QueryStates', () => {
  it('shows a labelled spinner while the query is pending, and not the list', () => {
    renderStates({ isPending: true, isError: false, data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("for a page's section, loads as a quiet placeholder of the section's size, not a spinner", () => {
    renderStates({ isPending: true, isError: false, data: undefined }, 'h-24 rounded-2xl');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(status).toHaveClass('sr-only');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(status.parentElement).toHaveClass('h-24', 'rounded-2xl', 'motion-safe:animate-pulse');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that refetches when the query failed', async () => {
    const { refetch, user } = renderStates({ isPending: false, isError: true, data: undefined });
    expect(screen.getByTestId('list-error')).toHaveTextContent('The list did not load.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('hands the loaded data to its children', () => {
    renderStates({ isPending: false, isError: false, data: ['Ana', 'Mihai'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ana', 'Mihai']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
