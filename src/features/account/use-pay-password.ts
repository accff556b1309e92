// Sets or changes the pay password (/safe/update_password): the six digits twice and the code.
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useUpdatePassword } from '@generated/api/account/account';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import type { PayPasswordForm } from './account-schemas';

export function usePayPassword() {
  const { t } = useTranslation('account');
  const { back } = useAppNavigation();
  const reportError = useReportError();
  const update = useUpdatePassword();

  async function submit(values: PayPasswordForm): Promise<void> {
    try {
      const done = await update.mutateAsync({
        data: { password: values.password, re_password: values.rePassword, code: values.code },
      });
      Toast.show({ content: done || t('payPassword.done'), duration: 1500 });
      back();
    } catch (error) {
      reportError(error);
    }
  }

  return { submit, pending: update.isPending };
}
