// Small inline icons of the assets screens (decorative: their buttons carry names).

/** An icon of one filled path, `size` pixels square. */
function pathIcon(d: string, size = 20) {
  return function PathIcon() {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
        <path fill="currentColor" d={d} />
      </svg>
    );
  };
}

const EYE_OPEN = 'M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z';
const EYE_CLOSED =
  'M3.3 2 22 20.7 20.7 22l-3.3-3.3A11 11 0 0 1 12 20c-5 0-9-4.5-10-7a13 13 0 0 1 4-5.1L2 3.3zM12 4c5 0 9 4.5 10 7-.5 1.3-1.6 3-3.2 4.4L15.9 12.5A4 4 0 0 0 11.5 8.1L9 5.6C10 5.2 11 4 12 4z';
const EyeOpenIcon = pathIcon(EYE_OPEN);
const EyeClosedIcon = pathIcon(EYE_CLOSED);

export function EyeIcon({ open }: { open: boolean }) {
  return open ? <EyeOpenIcon /> : <EyeClosedIcon />;
}

export const SwapIcon = pathIcon('M7 3 3 7l4 4V8h9V6H7V3zm10 10v3H8v2h9v3l4-4-4-4z');

export const ChevronIcon = pathIcon('m9 6 6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z', 16);

export const RecordsIcon = pathIcon(
  'M6 2h9l5 5v15H6a2 2 0 0 1-2-2V4c0-1.1.9-2 2-2zm8 1.5V8h4.5L14 3.5zM8 12v2h8v-2H8zm0 4v2h8v-2H8zm0-8v2h4V8H8z',
  22,
);

export const DepositIcon = pathIcon('M11 3h2v10.2l3.6-3.6L18 11l-6 6-6-6 1.4-1.4 3.6 3.6V3zM4 19h16v2H4z', 22);

export const WithdrawIcon = pathIcon('M13 17h-2V6.8L7.4 10.4 6 9l6-6 6 6-1.4 1.4L13 6.8V17zM4 19h16v2H4z', 22);

export const TransferIcon = pathIcon('M16 3l5 5-5 5v-4H4V7h12V3zM8 11v4h12v2H8v4l-5-5 5-5z', 22);

export const ConvertIcon = pathIcon(
  'M12 4a8 8 0 0 1 7.7 6H22l-3.5 4-3.5-4h2.6A6 6 0 0 0 6.3 8.6L4.8 7.3A8 8 0 0 1 12 4zm-6.5 6 3.5 4H6.4a6 6 0 0 0 11.3 1.4l1.5 1.3A8 8 0 0 1 4.3 14H2l3.5-4z',
  22,
);
