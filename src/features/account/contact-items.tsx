// The e-mail address and phone bound to the account, masked, as items of an account list. The
// e-mail address is not changed here; what the phone item does is the screen's.
import { List, type ListItemProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { User } from '@generated/model';
import { maskEmail, maskPhone } from './mask';

export function ContactItems({ user, phone }: { user: User; phone: Omit<ListItemProps, 'extra' | 'children'> }) {
  const { t } = useTranslation('account');
  return (
    <>
      <List.Item extra={user.email ? maskEmail(user.email) : t('profile.notBound')} arrowIcon={false}>
        {t('profile.email')}
      </List.Item>
      <List.Item extra={user.phone ? maskPhone(user.phone) : t('profile.bindNow')} {...phone}>
        {t('profile.phone')}
      </List.Item>
    </>
  );
}
