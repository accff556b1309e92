// False until the browser has painted what the component first rendered, then true: heavy parts
// (a canvas chart) mount in a task after that paint, so the figures drawn with them (the price)
// appear without waiting for them. In a hidden tab it stays false until the tab is shown.
import { useEffect, useState } from 'react';

export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
