// A 22px line icon as a button in a bar (language, history): the icon is one SVG path.
export function IconButton({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  return (
    <button type="button" className="icon-button" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d={path} />
      </svg>
    </button>
  );
}
