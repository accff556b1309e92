// True once the page the app opened on has shown its content (src/lib/after-content.ts): for work a
// screen does not need for its first paint (a count in a bar, a listener of the app shell).
import { useEffect, useState } from 'react';
import { afterContent } from '@/lib/after-content';

export function useAfterContent(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterContent(() => setReady(true)), []);
  return ready;
}
