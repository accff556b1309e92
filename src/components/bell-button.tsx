// The bell of a bar: notifications on Home (with the unread count) or a price alert on a pair's
// chart. One 22px line icon as a button; a count above 0 shows as a badge (99+ past 99) and is part
// of the button's name, given by the caller.
import './bell-button.css';

const BELL =
  'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5c0-3.07-1.63-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.64 5.36 6 7.92 6 11v5l-2 2v1h16v-1zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5z';

interface BellButtonProps {
  /** The button's accessible name (saying the count, when there is one). */
  label: string;
  onClick: () => void;
  /** Unread items; no badge when 0 or unknown. */
  count?: number | null;
}

export function BellButton({ label, onClick, count }: BellButtonProps) {
  return (
    <button type="button" className="icon-button bell-button" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d={BELL} />
      </svg>
      {count !== undefined && count !== null && count > 0 && (
        <span className="bell-button__badge" aria-hidden="true" data-testid="bell-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
