// The kit-free dialog (src/components/light-dialog.tsx): named by its title, closed by its action,
// by Escape (the dialog's cancel) and by a tap on the page around it, not by a tap inside it; shown
// as the browser's modal dialog where there is one, and closed again when it leaves.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LightDialog } from '@/components/light-dialog';

const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
const native = { showModal: proto.showModal, close: proto.close };
afterEach(() => {
  proto.showModal = native.showModal;
  proto.close = native.close;
});

function setup() {
  const onClose = vi.fn();
  const view = render(
    <LightDialog title="Scheduled maintenance" action="Got it" onClose={onClose}>
      <p>Trading pauses for an hour.</p>
    </LightDialog>,
  );
  return { onClose, view, dialog: screen.getByRole('dialog', { name: 'Scheduled maintenance' }) };
}

describe('LightDialog', () => {
  it('shows its title, content and action; the action closes it', async () => {
    const { onClose, dialog } = setup();
    expect(dialog).toHaveTextContent('Trading pauses for an hour.');
    expect(dialog).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape (the browser cancels the dialog) through its owner', () => {
    const { onClose, dialog } = setup();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    // The owner removes it: the browser does not close it behind the owner's back.
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('closes on a tap around it, not on a tap inside it', async () => {
    const { onClose, dialog } = setup();
    await userEvent.click(screen.getByText('Trading pauses for an hour.'));
    await userEvent.click(screen.getByRole('heading', { name: 'Scheduled maintenance' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("is the browser's modal dialog where there is one, closed when it leaves", () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    proto.showModal = showModal;
    proto.close = close;
    const { view } = setup();
    expect(showModal).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
