// A checkbox in the kit Checkbox's look (a round box, filled with a check when ticked), drawn in
// CSS so that a page that paints without the UI kit (sign-up, Assets) needs no kit code for it:
// the native checkbox, visually hidden over the box, keeps its role, label, focus and keyboard.
//
// Usage:
//   <LightCheck checked={hideZero} onChange={setHideZero} label={t('overview.hideZero')} />
import type { InputHTMLAttributes, ReactNode } from 'react';
import './light-check.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'className'>;

interface LightCheckProps extends NativeProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  className?: string;
}

export function LightCheck({ checked, onChange, label, className, ...input }: LightCheckProps) {
  return (
    <label className={className ? `light-check ${className}` : 'light-check'}>
      <input
        {...input}
        type="checkbox"
        className="light-check__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="light-check__icon" aria-hidden="true">
        <svg viewBox="0 0 40 40" width="12" height="12">
          <path fill="none" stroke="currentColor" strokeWidth="5" d="M8 21l8 8 16-17" />
        </svg>
      </span>
      <span className="light-check__label">{label}</span>
    </label>
  );
}
