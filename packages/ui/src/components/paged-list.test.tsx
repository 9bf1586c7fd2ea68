import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList } from './paged-list';

const labels = { navigation: 'Pages of things', previous: 'Previous', next: 'Next', pageOf: 'Page 1 of 3' };
const things = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];
type Thing = (typeof things)[number];

/** The list of two things on page 1 of 3; a test changes what it is about. */
function listOf(props: Partial<ComponentProps<typeof PagedList<Thing>>> = {}) {
  return (
    <PagedList
      items={things}
      meta={{ page: 1, totalPages: 3 }}
      busy={false}
      className="space-y-4"
      labels={labels}
      onPageChange={() => {}}
      renderItem={(thing) => thing.name}
      {...props}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('PagedList', () => {
  it('lists the items in order, the pager under them, and marks the list busy while the next page comes', () => {
    const { rerender } = render(listOf({ renderItem: (thing, index) => `${index + 1}. ${thing.name}` }));
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Alpha', '2. Beta']);
    expect(list).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('navigation', { name: 'Pages of things' })).toHaveTextContent('Page 1 of 3');

    rerender(listOf({ busy: true }));
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  });

  it('moves to the page, then brings the list top back into view when it has scrolled out above', async () => {
    const onPageChange = vi.fn();
    const scrollIntoView = vi.fn();
    // jsdom lays nothing out: the list's top is put above the viewport by hand.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -400 } as DOMRect);
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    render(listOf({ onPageChange }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('list'));
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  });

  it('scrolls to the start the page names when the results begin above the list (a count line)', async () => {
    const scrollToResults = vi.fn();
    render(listOf({ meta: { page: 2, totalPages: 3 }, scrollToResults }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous' }));
    expect(scrollToResults).toHaveBeenCalledOnce();
  });

  it('has no pager when everything fits on one page', () => {
    render(listOf({ meta: { page: 1, totalPages: 1 } }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
