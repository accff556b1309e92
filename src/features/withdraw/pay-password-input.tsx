// The 6-digit pay password: the UI kit's passcode cells with its number keyboard (digits never go
// through the system keyboard, so nothing is suggested or remembered), plus the digit keys of a
// physical keyboard for desktop and keyboard users. The keyboard closes once 6 digits are in.
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';

export const PAY_PASSWORD_LENGTH = 6;

interface PayPasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  errorId?: string;
  invalid?: boolean;
}

export function PayPasswordInput({ value, onChange, onBlur, label, errorId, invalid = false }: PayPasswordInputProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<PasscodeInputRef>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (/^\d$/.test(event.key)) {
        event.preventDefault();
        if (value.length < PAY_PASSWORD_LENGTH) onChange(value + event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        onChange(value.slice(0, -1));
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [value, onChange]);

  return (
    <div ref={wrapper} className="pay-password">
      <PasscodeInput
        ref={input}
        length={PAY_PASSWORD_LENGTH}
        value={value}
        onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH))}
        onBlur={onBlur}
        onFill={() => input.current?.blur()}
        seperated
        error={invalid}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        keyboard={<NumberKeyboard title={label} />}
      />
    </div>
  );
}
