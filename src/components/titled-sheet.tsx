// A bottom sheet named by its title (a list to pick from, a choice): it closes on the mask, and
// its content is dropped once closed. `tall` for a sheet with a long list or a search box.
//
// Usage: <TitledSheet visible={open} title={t('saved.title')} tall onClose={close}>…</TitledSheet>
import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';

interface TitledSheetProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  tall?: boolean;
  children: ReactNode;
}

export function TitledSheet({ visible, title, onClose, tall = false, children }: TitledSheetProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={tall ? 'sheet sheet--tall' : 'sheet'}
      destroyOnClose
      aria-label={title}
    >
      <h2 className="sheet-title">{title}</h2>
      {children}
    </Popup>
  );
}
