// Profile: the avatar (jpg or png up to 2 MB, checked before the upload, previewed, with progress),
// the nickname (2-10 Chinese characters, letters or digits), the signature (2-30 characters, kept
// on this device: the contract has no call for it) and the account's identifiers.
import { zodResolver } from '@hookform/resolvers/zod';
import { List, Toast } from 'antd-mobile';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateHeadPortrait, useUpdateNickname } from '@generated/api/account/account';
import type { User } from '@generated/model';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useImagePick } from '@/hooks/use-image-pick';
import { useReportError } from '@/hooks/use-report-error';
import { IMAGE_ACCEPT } from '@/lib/image-file';
import { ROUTES } from '@/lib/routes';
import { nicknameSchema, signatureSchema, type NicknameForm, type SignatureForm } from './account-schemas';
import { useCopyText } from './copy-text';
import { ContactItems } from './contact-items';
import { saveLocalSignature } from './signature-store';
import { patchStoredUser, useUserChanged } from './user-change';
import { AccountUserPage } from './account-user-page';
import { UserAvatar } from '@/components/user-avatar';
import { UploadStatus } from '@/components/upload-status';
import './account.css';

function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const userChanged = useUserChanged();
  const update = useUpdateHeadPortrait();
  const pick = useImagePick({
    refusal: (problem) => t(`avatar.errors.${problem}`),
    failure: (reason) => t('avatar.errors.failed', { reason }),
    busy: update.isPending,
    onUploaded: async (path) => {
      const done = await update.mutateAsync({ data: { head_portrait: path } });
      userChanged({ head_portrait: path }, done || t('avatar.updated'));
    },
  });
  const busy = pick.pending || update.isPending;

  return (
    <section className="profile-avatar" aria-labelledby="profile-avatar-title">
      <h2 id="profile-avatar-title" className="visually-hidden">
        {t('avatar.title')}
      </h2>
      <UserAvatar src={pick.preview ?? user.head_portrait} name={user.nickname} size={84} />
      <input
        id="profile-avatar-file"
        className="visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={pick.onPick}
        disabled={busy}
      />
      <label htmlFor="profile-avatar-file" className={busy ? 'account-file-button is-disabled' : 'account-file-button'}>
        {busy ? t('avatar.uploading') : t('avatar.change')}
      </label>
      <p className="account-hint">{t('avatar.hint')}</p>
      <UploadStatus
        progress={pick.progress}
        progressLabel={t('avatar.progress')}
        progressClassName="profile-avatar__progress"
        message={pick.problem}
        messageClassName="account-error"
        onRetry={pick.retry}
      />
    </section>
  );
}

/** Extra props of the text field of each profile form. */
const TEXT_FIELDS = {
  nickname: { autoComplete: 'nickname', maxLength: 20 },
  signature: { maxLength: 40 },
} as const;

interface ProfileTextFormProps<T extends FieldValues> {
  field: keyof typeof TEXT_FIELDS & Path<T>;
  form: UseFormReturn<T>;
  busy?: boolean;
  onSubmit: (values: T) => Promise<void> | void;
  fill?: 'solid' | 'outline';
}

/** A one-field profile form: the field, its hint and its save button (i18n keys `<field>.*`). */
function ProfileTextForm<T extends FieldValues>({ field, form, busy, onSubmit, fill }: ProfileTextFormProps<T>) {
  const { t } = useTranslation('account');
  return (
    <Form form={form} id="profile" ns="account" busy={busy} onSubmit={onSubmit} className="account-form">
      <TextField
        name={field}
        label={t(`${field}.label`)}
        placeholder={t(`${field}.placeholder`)}
        {...TEXT_FIELDS[field]}
        clearable
      />
      <p className="account-hint">{t(`${field}.hint`)}</p>
      <SubmitButton size="middle" fill={fill}>
        {t(`${field}.save`)}
      </SubmitButton>
    </Form>
  );
}

function NicknameSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const reportError = useReportError();
  const userChanged = useUserChanged();
  const update = useUpdateNickname();
  const form = useForm<NicknameForm>({
    resolver: zodResolver(nicknameSchema),
    defaultValues: { nickname: user.nickname },
    mode: 'onTouched',
  });

  async function onSubmit(values: NicknameForm): Promise<void> {
    const nickname = values.nickname.trim();
    try {
      const done = await update.mutateAsync({ data: { nickname } });
      userChanged({ nickname }, done || t('nickname.updated'));
    } catch (error) {
      reportError(error);
    }
  }
  return <ProfileTextForm field="nickname" form={form} busy={update.isPending} onSubmit={onSubmit} />;
}

function SignatureSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const form = useForm<SignatureForm>({
    resolver: zodResolver(signatureSchema),
    defaultValues: { signature: user.signature ?? '' },
    mode: 'onTouched',
  });

  function onSubmit(values: SignatureForm): void {
    const signature = values.signature.trim();
    saveLocalSignature(user.id, signature);
    patchStoredUser({ signature });
    Toast.show({ content: t('signature.saved'), duration: 1500 });
  }
  return <ProfileTextForm field="signature" form={form} onSubmit={onSubmit} fill="outline" />;
}

/** A detail the user taps to copy. */
function CopyItem({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('account');
  const copy = useCopyText();
  return (
    <List.Item extra={value} onClick={() => void copy(value)} description={t('profile.tapToCopy')} arrowIcon={false}>
      {label}
    </List.Item>
  );
}

function AccountDetails({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { navigateTo } = useAppNavigation();
  return (
    <List header={t('profile.details')} className="account-list">
      <CopyItem label={t('settings.uid')} value={String(user.id)} />
      <ContactItems
        user={user}
        phone={user.phone ? { arrowIcon: false } : { onClick: () => navigateTo(`${ROUTES.security}?bind=phone`) }}
      />
      <CopyItem label={t('profile.inviteCode')} value={user.extension_code} />
    </List>
  );
}

export function ProfileScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountUserPage title={t('profile.title')}>
      {(user) => (
        <>
          <AvatarSection user={user} />
          <section className="account-section">
            <NicknameSection user={user} />
          </section>
          <section className="account-section">
            <SignatureSection user={user} />
          </section>
          <AccountDetails user={user} />
        </>
      )}
    </AccountUserPage>
  );
}
