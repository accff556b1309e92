// The country code sheet, loaded when it is first opened: its searchable list, the region names
// and the kit's popup stay off the first paint of the sign-in and verification screens.
import { lazy, Suspense, useState } from 'react';
import type { AreaCodePickerProps } from './area-code-picker';

const AreaCodePicker = lazy(() => import('./area-code-picker').then((m) => ({ default: m.AreaCodePicker })));

export function LazyAreaCodePicker(props: AreaCodePickerProps) {
  const [wanted, setWanted] = useState(props.visible);
  if (props.visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AreaCodePicker {...props} />
    </Suspense>
  );
}
