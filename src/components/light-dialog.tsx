// A dialog with one action, drawn without the UI kit in the kit's Dialog look, for what a page
// that paints without the kit shows by itself (Home's popup notice): the browser's own modal
// <dialog>, so the page behind is inert, focus moves into it and comes back when it closes,
// and Escape closes it, with no kit code or styles to download and evaluate on that page. A tap on
// the dimmed page around it closes it too. Where the browser has no modal dialog (before Safari
// 15.4) it shows as an open, fixed dialog with the same look.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './light-dialog.css';

interface LightDialogProps {
  title: string;
  children: ReactNode;
  /** The action's text ("Got it"); the action, Escape and a tap outside all call onClose. */
  action: string;
  onClose: () => void;
  className?: string;
}

export function LightDialog({ title, children, action, onClose, className }: LightDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A tap on the dimmed page: the dialog has no padding, so a click whose target is the dialog
    // itself is on its backdrop. (Escape, the keyboard's way out, is the cancel handled below.)
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) close.current();
    };
    dialog.addEventListener('click', onBackdrop);
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    // The dialog itself takes the focus (a screen reader reads its title first; Tab goes on to
    // the links of its text and its action), not its action, which would show a focus ring to
    // someone who only tapped.
    dialog.focus({ preventScroll: true });
    return () => {
      dialog.removeEventListener('click', onBackdrop);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={['light-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      tabIndex={-1}
      // Escape: closed by the owner, so that what it remembers (a notice seen) follows.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="light-dialog__body">
        <h2 id={titleId} className="light-dialog__title">
          {title}
        </h2>
        <div className="light-dialog__content">{children}</div>
      </div>
      <div className="light-dialog__footer">
        <button type="button" className="light-dialog__action" onClick={onClose}>
          {action}
        </button>
      </div>
    </dialog>
  );
}
