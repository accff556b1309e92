// Copies text to the clipboard (the shared copyText: Clipboard API, or a hidden text area on older
// browsers) and says so.
import { Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';

export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useTranslation('account');
  return useCallback(
    async (text: string) => {
      const done = await copyText(text);
      Toast.show({ content: done ? t('copy.done') : t('copy.failed'), duration: 1500 });
    },
    [t],
  );
}
