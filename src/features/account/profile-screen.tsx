// Profile: the avatar (jpg or png up to 2 MB, checked before the upload, previewed, with progress),
// the nickname (2-10 Chinese characters, letters or digits), the signature (2-30 characters, kept
// on this device: the contract has no call for it) and the account's identifiers.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, List, ProgressBar, Toast } from 'antd-mobile';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetUserInfoQueryKey, useUpdateHeadPortrait, useUpdateNickname } from '@generated/api/account/account';
import type { User } from '@generated/model';
import { getSession, setUser } from '@/api/session';
import { Form, SubmitButton } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useErrorText } from '@/hooks/use-error-text';
import { useImageUpload } from '@/hooks/use-image-upload';
import { useReportError } from '@/hooks/use-report-error';
import { checkImageFile, IMAGE_ACCEPT, previewUrl, revokePreview } from '@/lib/image-file';
import { ROUTES } from '@/lib/routes';
import { nicknameSchema, signatureSchema, type NicknameForm, type SignatureForm } from './account-schemas';
import { useCopyText } from './copy-text';
import { maskEmail, maskPhone } from './mask';
import { saveLocalSignature } from './signature-store';
import { AccountUserPage } from './account-user-page';
import { UserAvatar } from '@/components/user-avatar';
import './account.css';

/** Applies a change to the stored user at once (the refreshed /user/info follows). */
function patchStoredUser(patch: Partial<User>): void {
  const current = getSession().user;
  if (current) setUser({ ...current, ...patch });
}

function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const upload = useImageUpload();
  const update = useUpdateHeadPortrait();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failedFile, setFailedFile] = useState<File | null>(null);
  const busy = upload.pending || update.isPending;
  const previewRef = useRef<string | null>(null);

  useEffect(() => () => revokePreview(previewRef.current), []);

  function showPreview(url: string | null): void {
    revokePreview(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  }

  async function send(file: File): Promise<void> {
    setError(null);
    setFailedFile(null);
    const problem = await checkImageFile(file);
    if (problem) {
      setError(t(`avatar.errors.${problem}`));
      return;
    }
    showPreview(previewUrl(file));
    try {
      const path = await upload.send(file);
      const done = await update.mutateAsync({ data: { head_portrait: path } });
      Toast.show({ content: done || t('avatar.updated'), duration: 1500 });
      patchStoredUser({ head_portrait: path });
      void queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey() });
    } catch (failure) {
      showPreview(null);
      setFailedFile(file);
      setError(t('avatar.errors.failed', { reason: errorText(failure) }));
    }
  }

  function onPick(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && !busy) void send(file);
  }

  return (
    <section className="profile-avatar" aria-labelledby="profile-avatar-title">
      <h2 id="profile-avatar-title" className="visually-hidden">
        {t('avatar.title')}
      </h2>
      <UserAvatar src={preview ?? user.head_portrait} name={user.nickname} size={84} />
      <input
        id="profile-avatar-file"
        className="visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={onPick}
        disabled={busy}
      />
      <label htmlFor="profile-avatar-file" className={busy ? 'account-file-button is-disabled' : 'account-file-button'}>
        {busy ? t('avatar.uploading') : t('avatar.change')}
      </label>
      <p className="account-hint">{t('avatar.hint')}</p>
      {upload.progress !== null && (
        <div
          className="profile-avatar__progress"
          role="progressbar"
          aria-label={t('avatar.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.progress}
        >
          <ProgressBar percent={upload.progress} />
        </div>
      )}
      {error && (
        <div className="account-error" role="alert">
          <p>{error}</p>
          {failedFile && (
            <Button size="mini" color="primary" fill="outline" onClick={() => void send(failedFile)}>
              {t('common:actions.retry')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function NicknameSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const reportError = useReportError();
  const queryClient = useQueryClient();
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
      Toast.show({ content: done || t('nickname.updated'), duration: 1500 });
      patchStoredUser({ nickname });
      void queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey() });
    } catch (error) {
      reportError(error);
    }
  }
  return (
    <Form form={form} id="profile" ns="account" busy={update.isPending} onSubmit={onSubmit} className="account-form">
      <TextField
        name="nickname"
        label={t('nickname.label')}
        placeholder={t('nickname.placeholder')}
        autoComplete="nickname"
        maxLength={20}
        clearable
      />
      <p className="account-hint">{t('nickname.hint')}</p>
      <SubmitButton size="middle">{t('nickname.save')}</SubmitButton>
    </Form>
  );
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
  return (
    <Form form={form} id="profile" ns="account" onSubmit={onSubmit} className="account-form">
      <TextField
        name="signature"
        label={t('signature.label')}
        placeholder={t('signature.placeholder')}
        maxLength={40}
        clearable
      />
      <p className="account-hint">{t('signature.hint')}</p>
      <SubmitButton size="middle" fill="outline">
        {t('signature.save')}
      </SubmitButton>
    </Form>
  );
}

function AccountDetails({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { navigateTo } = useAppNavigation();
  const copy = useCopyText();
  return (
    <List header={t('profile.details')} className="account-list">
      <List.Item
        extra={user.id}
        onClick={() => void copy(String(user.id))}
        description={t('profile.tapToCopy')}
        arrowIcon={false}
      >
        {t('settings.uid')}
      </List.Item>
      <List.Item extra={user.email ? maskEmail(user.email) : t('profile.notBound')} arrowIcon={false}>
        {t('profile.email')}
      </List.Item>
      <List.Item
        extra={user.phone ? maskPhone(user.phone) : t('profile.bindNow')}
        onClick={user.phone ? undefined : () => navigateTo(`${ROUTES.security}?bind=phone`)}
        arrowIcon={user.phone ? false : undefined}
      >
        {t('profile.phone')}
      </List.Item>
      <List.Item
        extra={user.extension_code}
        onClick={() => void copy(user.extension_code)}
        description={t('profile.tapToCopy')}
        arrowIcon={false}
      >
        {t('profile.inviteCode')}
      </List.Item>
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
