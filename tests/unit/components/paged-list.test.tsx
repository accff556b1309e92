// The shared paged list: a row that comes again on the next page (the server's pages shifted as a
// new record arrived) is shown once, and React sees no duplicate key.
import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedList, type ListPage } from '@/components/paged-list';
import { renderScreen } from '../render';

interface Row {
  id: number;
  text: string;
}

const PAGES: ListPage<Row>[] = [
  { rows: [1, 2, 3].map((id) => ({ id, text: `Record ${id}` })), end: false },
  // A new record arrived meanwhile: record 3 slid onto the second page.
  { rows: [3, 4, 5].map((id) => ({ id, text: `Record ${id}` })), end: true },
];

function Records() {
  const query = useInfiniteQuery({
    queryKey: ['records'],
    queryFn: ({ pageParam }) => Promise.resolve(PAGES[pageParam - 1]!),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<Row>, _all, page: number) => (last.end ? undefined : page + 1),
  });
  return (
    <PagedList
      query={query}
      label="Records"
      emptyText="No records"
      rowKey={(row) => row.id}
      renderRow={(row) => <span>{row.text}</span>}
    />
  );
}

describe('PagedList', () => {
  it('shows a row that two pages carry once, with no duplicate key', async () => {
    const errors = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    renderScreen(<Records />);
    const list = await screen.findByRole('list', { name: 'Records' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const more = screen.queryByRole('button', { name: 'Load more' });
    if (more) await user.click(more);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Record 1', 'Record 2', 'Record 3', 'Record 4', 'Record 5']),
    );
    expect(await screen.findByText('No more data')).toBeInTheDocument();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });
});
