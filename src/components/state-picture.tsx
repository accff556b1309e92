// The quiet picture above a state that replaces content (an error, an empty list): a soft disc
// and one stroked line drawing.
export function StatePicture({ className, path }: { className: string; path: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.12" />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
