// The form kit, the confirmation dialog and the paged list, as a person uses them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { reduceMotion, restoreMotion } from 'antd-mobile';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AmountField } from '@/components/form/amount-field';
import { keepAmount } from '@/components/form/keep-amount';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { PagedList, type ListPage } from '@/components/paged-list';
import { findOpenedDialog } from '../opened-dialog';
import { renderScreen } from '../render';

// Messages are keys of the form's namespace (`auth` here, which has these).
const schema = z.object({
  name: z.string().check(z.minLength(1, 'validation.passwordRequired')),
  amount: z.string().check(z.minLength(1, 'validation.codeRequired')),
});
type Values = z.infer<typeof schema>;

function Screen({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', amount: '' } });
  return (
    <Form form={form} id="kit" ns="auth" onSubmit={onSubmit}>
      <TextField name="name" label="Name" />
      <AmountField name="amount" label="Amount" decimals={2} unit="USDT" action={{ label: 'Max', value: '12.5' }} />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

describe('form kit', () => {
  it('labels each field with a stable id and shows its translated error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderScreen(<Screen onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('id', 'kit-name');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your password')).toHaveAttribute('id', 'kit-name-error');
    expect(screen.getByText('Enter the verification code')).toHaveAttribute('id', 'kit-amount-error');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps an amount to the coin decimals and fills "Max"', async () => {
    const user = userEvent.setup();
    renderScreen(<Screen onSubmit={async () => {}} />);
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '1a2.3456');
    expect(amount).toHaveValue('12.34');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('12.5');
  });

  it('submits once for a burst of taps', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderScreen(<Screen onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Amount'), '3');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    await user.click(send);
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
  });

  it('a clearable field shows a named clear button while it has a value: it empties the field and keeps the focus', async () => {
    const user = userEvent.setup();
    function Clearable() {
      const form = useForm<Values>({ defaultValues: { name: '', amount: '' } });
      return (
        <Form form={form} id="clear" ns="auth" onSubmit={async () => {}}>
          <TextField name="name" label="Name" clearable />
        </Form>
      );
    }
    renderScreen(<Clearable />);
    const name = screen.getByLabelText('Name');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.type(name, 'Ann');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    // By keyboard: Tab reaches the clear button, Enter empties the field and goes back to it.
    await user.type(name, 'Bo');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
  });

  it('the submit button is disabled and says it is busy while the request runs, keeping its name', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    function Busy() {
      const form = useForm<Values>({ defaultValues: { name: 'Ann', amount: '1' } });
      const [busy, setBusy] = useState(false);
      const onSubmit = async () => {
        setBusy(true);
        await new Promise<void>((resolve) => (finish = resolve));
        setBusy(false);
      };
      return (
        <Form form={form} id="busy" ns="auth" busy={busy} onSubmit={onSubmit}>
          <SubmitButton>Send</SubmitButton>
        </Form>
      );
    }
    renderScreen(<Busy />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).not.toHaveAttribute('aria-busy');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleName('Send');
    await act(async () => finish());
    await waitFor(() => expect(send).toBeEnabled());
    expect(send).not.toHaveAttribute('aria-busy');
  });

  it('keepAmount cuts, never rounds, and drops what is not an amount', () => {
    expect(keepAmount('0.129', 2)).toBe('0.12');
    expect(keepAmount('1,5', 8)).toBe('1.5');
    expect(keepAmount('1.2.3', 8)).toBe('1.23');
    expect(keepAmount('.5', 8)).toBe('0.5');
    expect(keepAmount('7.9', 0)).toBe('7');
    expect(keepAmount('-3e5', 2)).toBe('35');
  });
});

describe('ConfirmDialog', () => {
  it('shows the rows and both actions, and confirms once for a double tap', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => new Promise<void>(() => {}));
    const onCancel = vi.fn();
    renderScreen(
      <ConfirmDialog
        visible
        title="Confirm transfer"
        rows={[
          { label: 'Amount', value: '10 USDT' },
          { label: 'Fee', value: '1 USDT' },
        ]}
        confirmText="Transfer"
        pending={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await findOpenedDialog({ name: 'Confirm transfer' });
    expect(dialog).toHaveTextContent('Amount10 USDT');
    await user.dblClick(screen.getByRole('button', { name: 'Transfer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('sends nothing for a tap on its primary action while it opens (the second tap of a double tap), then sends once it has opened', async () => {
    const onConfirm = vi.fn();
    renderScreen(<ClosedAtOnce onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bid' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm bid' })).getByRole('button', {
      name: 'Confirm',
    });
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Confirm bid' })).toBeInTheDocument();
    await findOpenedDialog({ name: 'Confirm bid' });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('leaves the page when it is closed before it has finished opening, and opens again', async () => {
    renderScreen(<ClosedAtOnce />);
    fireEvent.click(screen.getByRole('button', { name: 'Bid' }));
    // Closed before the opening animation has run a frame (an answer that fast, a tap on Cancel):
    // the kit left it open.
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm bid' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm bid' })).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Bid' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm bid' })).toBeInTheDocument();
  });

  it('stays open when the mask is tapped while it opens (the second tap of a double tap), and closes on a later tap', async () => {
    renderScreen(<ClosedAtOnce />);
    fireEvent.click(screen.getByRole('button', { name: 'Bid' }));
    await screen.findByRole('dialog', { name: 'Confirm bid' });
    const mask = () => document.querySelector<HTMLElement>('.adm-dialog-mask, .adm-center-popup-mask');
    // (The kit may put the mask in a frame after the dialog, on a loaded machine.)
    const opening = await waitFor(() => {
      const target = mask();
      if (!target) throw new Error('no mask yet');
      return target;
    });
    fireEvent.click(opening);
    expect(screen.getByRole('dialog', { name: 'Confirm bid' })).toBeInTheDocument();
    // Once it has opened, a tap on the mask is Cancel (tapped until then, as a person would).
    await waitFor(() => {
      const target = mask();
      if (target) fireEvent.click(target);
      expect(screen.queryByRole('dialog', { name: 'Confirm bid' })).not.toBeInTheDocument();
    });
  });
});

describe('ConfirmDialog with "reduce motion"', () => {
  afterEach(() => {
    restoreMotion();
    vi.useRealTimers();
  });

  it('opens at once, yet ignores the mask and its primary action for the rest of a double tap', async () => {
    reduceMotion();
    // The clock the dialog's guard counts on is moved by the test, not by how loaded the machine
    // is: vi.waitFor moves it by its interval (1 ms) at each look.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const soon = { interval: 1 };
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderScreen(<ClosedAtOnce onConfirm={onConfirm} onCancel={onCancel} />);
    const tapped = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Bid' }));
    const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Confirm bid' }), soon);
    // The kit has opened it at once, with its mask (no animation): both take taps.
    const mask = await vi.waitFor(() => {
      const found = document.querySelector<HTMLElement>('.adm-dialog-mask, .adm-center-popup-mask');
      if (!found) throw new Error('no mask yet');
      for (let el: HTMLElement | null = dialog; el; el = el.parentElement)
        expect(getComputedStyle(el).pointerEvents).not.toBe('none');
      return found;
    }, soon);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    // The second tap of a double tap on "Bid", 300 ms after the first, on the mask or on Confirm:
    // nothing happens.
    expect(Date.now() - tapped).toBeLessThan(300);
    act(() => vi.advanceTimersByTime(300 - (Date.now() - tapped)));
    fireEvent.click(mask);
    fireEvent.click(confirm);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    // 400 ms after it appeared, a tap on Confirm sends.
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

function ClosedAtOnce({ onConfirm, onCancel }: { onConfirm?: () => void; onCancel?: () => void }) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setVisible(true)}>
        Bid
      </button>
      <ConfirmDialog
        visible={visible}
        title="Confirm bid"
        confirmText="Confirm"
        pending={false}
        onConfirm={() => {
          onConfirm?.();
          setVisible(false);
        }}
        onCancel={() => {
          onCancel?.();
          setVisible(false);
        }}
      />
    </>
  );
}

function List({ pages }: { pages: ListPage<string>[] | 'fail' }) {
  const query = useInfiniteQuery({
    queryKey: ['kit-list', pages],
    queryFn: async ({ pageParam }) => {
      if (pages === 'fail') throw new Error('down');
      return pages[pageParam - 1] ?? { rows: [], end: true };
    },
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<string>, _all, page: number) => (last.end ? undefined : page + 1),
  });
  return <PagedList query={query} label="Things" emptyText="Nothing yet" rowKey={(r) => r} renderRow={(r) => r} />;
}

describe('PagedList', () => {
  it('shows the rows, then "No more data" at the end', async () => {
    renderScreen(<List pages={[{ rows: ['one', 'two'], end: true }]} />);
    expect(await screen.findByRole('list', { name: 'Things' })).toHaveTextContent('onetwo');
    expect(await screen.findByText('No more data')).toBeInTheDocument();
  });

  it('says when there is nothing', async () => {
    renderScreen(<List pages={[{ rows: [], end: true }]} />);
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });

  it('offers a retry when the first page fails', async () => {
    renderScreen(<List pages="fail" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
