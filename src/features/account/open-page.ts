// Opens an entry of the account screens. A page this release does not have (a path that is not
// a known route) says "coming soon" instead of leaving the user on Home.
import { Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { KNOWN_PATHS } from '@/lib/routes';

export const EXTRA_PAGES = {
  aboutUs: '/pages/common/aboutus',
  compliance: '/pages/setting/operational_compliance',
  coupons: '/pages/setting/coupon',
  bills: '/pages/setting/bill',
} as const;

export function useOpenPage(): (path: string) => void {
  const { navigateTo } = useAppNavigation();
  const { t } = useTranslation('common');
  return useCallback(
    (path: string) => {
      const bare = path.split('?')[0] ?? path;
      if (KNOWN_PATHS.includes(bare)) navigateTo(path);
      else Toast.show({ content: t('comingSoon.title'), duration: 1500 });
    },
    [navigateTo, t],
  );
}
