// A tall sheet with a text the site keeps under a settings keyword (/setting: the user agreement,
// the privacy statement), loaded when the sheet first opens.
import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useGetSetting } from '@generated/api/content/content';
import { HtmlContent } from '@/components/html-content';
import { QueryError } from '@/components/query-error';

interface SettingSheetProps {
  keyword: string;
  title: string;
  visible: boolean;
  onClose: () => void;
  /** The class of the scrolling body under the title. */
  bodyClassName: string;
  /** Shown while the text loads. */
  placeholder: ReactNode;
}

export function SettingSheet({ keyword, title, visible, onClose, bodyClassName, placeholder }: SettingSheetProps) {
  const setting = useGetSetting({ keyword }, { query: { enabled: visible, staleTime: 10 * 60_000 } });
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet sheet--tall" showCloseButton>
      <h2 className="sheet-title">{title}</h2>
      <div className={bodyClassName}>
        {setting.isPending && placeholder}
        {setting.isError && (
          <QueryError
            error={setting.error}
            onRetry={() => void setting.refetch()}
            retrying={setting.isFetching}
            compact
          />
        )}
        {setting.data !== undefined && <HtmlContent html={setting.data} />}
      </div>
    </Popup>
  );
}
