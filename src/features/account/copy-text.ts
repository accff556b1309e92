// Copies text to the clipboard (Clipboard API, or a hidden text area on older browsers) and says so.
import { Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall back below
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand?.('copy') ?? false;
    area.remove();
    return done;
  } catch {
    return false;
  }
}

export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useTranslation('account');
  return useCallback(
    async (text: string) => {
      const done = await writeClipboard(text);
      Toast.show({ content: done ? t('copy.done') : t('copy.failed'), duration: 1500 });
    },
    [t],
  );
}
