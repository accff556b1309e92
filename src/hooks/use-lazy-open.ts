// A sheet or popup whose code loads when it is first opened: `wanted` turns true on the first
// open (render the lazy part from then on), `open` follows show and hide.
import { useState } from 'react';

export function useLazyOpen(): { wanted: boolean; open: boolean; show: () => void; hide: () => void } {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return {
    wanted,
    open,
    show: () => {
      setWanted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
  };
}
