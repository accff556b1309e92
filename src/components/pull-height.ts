// The rubber band of src/components/pull-to-refresh.tsx: how far its head opens for a pull (a
// module of its own, so that the component module exports components only: Fast Refresh).

export const HEAD = 40;

/** How far the head opens for a pull of `distance` px: the kit's rubber band (dimension 200, 0.5). */
export function pullHeight(distance: number): number {
  if (distance <= 0) return 0;
  const dimension = HEAD * 5;
  return (distance * dimension * 0.5) / (dimension + 0.5 * distance);
}
