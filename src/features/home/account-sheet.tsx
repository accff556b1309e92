// The account menu of the home header (the kit's action sheet), loaded when it is first opened so
// that Home paints without the kit.
import { ActionSheet } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { User } from '@generated/model';

interface AccountSheetProps {
  visible: boolean;
  user: User | null | undefined;
  onClose: () => void;
  onSignOut: () => void;
}

export function AccountSheet({ visible, user, onClose, onSignOut }: AccountSheetProps) {
  const { t } = useTranslation('home');
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      extra={
        user ? (
          <div className="home-account">
            <strong>{user.nickname}</strong>
            <span>{user.account_number}</span>
          </div>
        ) : undefined
      }
      cancelText={t('common:actions.cancel')}
      actions={[{ key: 'logout', text: t('account.signOut'), danger: true, onClick: onSignOut }]}
    />
  );
}
