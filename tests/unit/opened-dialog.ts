// A dialog or sheet as a person taps it: once it has opened. The confirmation's primary action
// ignores taps while the dialog opens (src/components/confirm-dialog.tsx: the second tap of a double
// tap on the button that opened it), and the kit's sheets and dialogs take no pointer events until
// their animation has ended, so a test that taps them waits, as a person does.
import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits until the element and every box around it take pointer events (a kit animation ended). */
export async function interactive(element: HTMLElement): Promise<void> {
  await waitFor(() => {
    for (let el: HTMLElement | null = element; el; el = el.parentElement) {
      expect(getComputedStyle(el).pointerEvents).not.toBe('none');
    }
  });
}

/** The dialog (by role, with these options) once it has opened. */
export async function findOpenedDialog(options?: ByRoleOptions): Promise<HTMLElement> {
  return opened(await screen.findByRole('dialog', options));
}

/** The dialog holding this element, once it has opened. */
export async function openedDialogOf(element: HTMLElement): Promise<HTMLElement> {
  const dialog = element.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('the element is not in a dialog');
  return opened(dialog);
}

async function opened(dialog: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => {
    if (dialog.querySelector('.confirm-dialog__opening')) throw new Error('the dialog is still opening');
  });
  return dialog;
}
