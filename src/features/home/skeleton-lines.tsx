// Placeholder lines while a part of Home loads, drawn with CSS (home.css) so that Home paints
// without the UI kit; they look like the kit's Skeleton.Paragraph.
export function SkeletonLines({ count }: { count: number }) {
  return (
    <div className="home-skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="shimmer home-skeleton__line" />
      ))}
    </div>
  );
}
