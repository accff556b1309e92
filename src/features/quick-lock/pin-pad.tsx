// A PIN pad: the digits typed shown as dots, ten labelled digit keys and a delete key, and the
// keyboard's digits and Backspace while the pad has the focus. Drawn without the UI kit (the lock
// screen must not load it). With `length` it hands the PIN over once that many digits are typed;
// without, after 4 to 6 digits and the confirm key.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIN_MAX, PIN_MIN } from './pin';

interface PinPadProps {
  /** What to type, shown above the dots and naming the pad. */
  label: string;
  onPin: (pin: string) => void;
  /** The PIN's known length (the lock): submitted once typed. */
  length?: number;
  /** The confirm key's text when the length is free (setting a new PIN). */
  confirmText?: string;
  /** An error to show under the dots (a wrong PIN, PINs that differ), read out when it changes. */
  error?: string;
  busy?: boolean;
  /** Takes the focus when shown (the lock, each step of the settings). */
  takeFocus?: boolean;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function PinPad({ label, onPin, length, confirmText, error, busy = false, takeFocus = false }: PinPadProps) {
  const { t } = useTranslation('quick-lock');
  const [pin, setPin] = useState('');
  const labelId = useId();
  const errorId = useId();
  const max = length ?? PIN_MAX;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus({ preventScroll: true });
  }, [takeFocus]);

  const submit = (value: string) => {
    setPin('');
    onPin(value);
  };
  const type = (digit: string) => {
    if (busy || pin.length >= max) return;
    const next = pin + digit;
    if (length && next.length === length) submit(next);
    else setPin(next);
  };
  const erase = () => !busy && setPin((p) => p.slice(0, -1));
  const canConfirm = !length && pin.length >= PIN_MIN && !busy;

  const onKeyDown = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      type(event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      erase();
    } else if (event.key === 'Enter' && canConfirm) {
      event.preventDefault();
      submit(pin);
    }
  };

  // The keyboard's digits, Backspace and Enter anywhere in the pad (a listener of the group, whose
  // keys are its buttons): the latest handler, one listener.
  const keyHandler = useRef(onKeyDown);
  useEffect(() => {
    keyHandler.current = onKeyDown;
  });
  useEffect(() => {
    const pad = ref.current;
    if (!pad) return;
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    pad.addEventListener('keydown', listener);
    return () => pad.removeEventListener('keydown', listener);
  }, []);

  const dots = Array.from({ length: length ?? Math.max(PIN_MIN, pin.length) }, (_, i) => i < pin.length);
  return (
    <div
      ref={ref}
      className="pin-pad"
      tabIndex={-1}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-busy={busy}
    >
      <p id={labelId} className="pin-pad__label">
        {label}
      </p>
      <div className="pin-pad__dots" role="status" aria-label={t('pad.typed', { count: pin.length })}>
        {dots.map((filled, i) => (
          <span key={i} className={filled ? 'pin-pad__dot is-filled' : 'pin-pad__dot'} aria-hidden="true" />
        ))}
      </div>
      <p id={errorId} className="pin-pad__error" role="alert">
        {error ?? ''}
      </p>
      <div className="pin-pad__keys">
        {KEYS.map((digit) => (
          <button key={digit} type="button" className="pin-pad__key" onClick={() => type(digit)}>
            {digit}
          </button>
        ))}
        {length ? (
          <span aria-hidden="true" />
        ) : (
          <button
            type="button"
            className="pin-pad__key pin-pad__key--action"
            // (aria-disabled, not disabled: a key that had the focus keeps it)
            onClick={() => canConfirm && submit(pin)}
            aria-disabled={!canConfirm}
          >
            {confirmText ?? t('pad.confirm')}
          </button>
        )}
        <button type="button" className="pin-pad__key" onClick={() => type('0')}>
          0
        </button>
        <button
          type="button"
          className="pin-pad__key pin-pad__key--action"
          onClick={erase}
          aria-disabled={busy || pin.length === 0}
          aria-label={t('pad.delete')}
        >
          ⌫
        </button>
      </div>
    </div>
  );
}
