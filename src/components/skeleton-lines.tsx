// Placeholder lines while a part of a screen loads, drawn with CSS (`.shimmer`) so that the screens
// that paint without the UI kit (Home, Market, the pair chart) need none of it; they look like the
// kit's Skeleton.Paragraph (the last line shorter). `title` starts with a wider, taller line.
export function SkeletonLines({ count, title = false }: { count: number; title?: boolean }) {
  return (
    <div className="skeleton-lines" aria-hidden="true">
      {title && <span className="shimmer skeleton-lines__title" />}
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="shimmer skeleton-lines__line" />
      ))}
    </div>
  );
}

/** A figure still loading, drawn in the line it will take (`.shimmer--inline`), so nothing moves. */
export function FigurePlaceholder() {
  return <span className="shimmer shimmer--inline" aria-hidden="true" />;
}

/**
 * A part of a screen still loading: placeholder lines in an `aria-busy` region, so that assistive
 * technology (and the tests) know it is on its way. With a `label` it is announced as a status.
 */
export function LoadingLines({
  count,
  title = false,
  label,
  className,
  testId,
}: {
  count: number;
  title?: boolean;
  label?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={className}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-busy="true"
      data-testid={testId}
    >
      <SkeletonLines count={count} title={title} />
    </div>
  );
}
