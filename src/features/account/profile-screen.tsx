// Profile: the avatar (jpg or png up to 2 MB, checked before the upload, previewed, with progress),
// the nickname (2-10 Chinese characters, letters or digits), the signature (2-30 characters, kept
// on this device: the contract has no call for it) and the account's identifiers.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, List, ProgressBar, Skeleton, Toast } from 'antd-mobile';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetUserInfoQueryKey, useUpdateHeadPortrait, useUpdateNickname } from '@generated/api/account/account';
import type { User } from '@generated/model';
import { getSession, setUser } from '@/api/session';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useErrorText } from '@/hooks/use-error-text';
import { useImageUpload } from '@/hooks/use-image-upload';
import { useReportError } from '@/hooks/use-report-error';
import { checkImageFile, IMAGE_ACCEPT, previewUrl, revokePreview } from '@/lib/image-file';
import { ROUTES } from '@/lib/routes';
import { nicknameSchema, signatureSchema, type NicknameForm, type SignatureForm } from './account-schemas';
import { useCopyText } from './copy-text';
import { maskEmail, maskPhone } from './mask';
import { saveLocalSignature } from './signature-store';
import { useAccountUser } from './use-account-user';
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
  const { errors } = form.formState;

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
  const submit = useClickGuard(() => form.handleSubmit(onSubmit)(), update.isPending);

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Controller
        control={form.control}
        name="nickname"
        render={({ field }) => (
          <FormField
            id="profile-nickname"
            label={t('nickname.label')}
            error={errors.nickname?.message && t(errors.nickname.message)}
          >
            <Input
              id="profile-nickname"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('nickname.placeholder')}
              autoComplete="nickname"
              maxLength={20}
              clearable
            />
          </FormField>
        )}
      />
      <p className="account-hint">{t('nickname.hint')}</p>
      <Button type="submit" color="primary" block loading={update.isPending} disabled={update.isPending}>
        {t('nickname.save')}
      </Button>
    </form>
  );
}

function SignatureSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [saving, setSaving] = useState(false);
  const form = useForm<SignatureForm>({
    resolver: zodResolver(signatureSchema),
    defaultValues: { signature: user.signature ?? '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  function onSubmit(values: SignatureForm): void {
    setSaving(true);
    const signature = values.signature.trim();
    saveLocalSignature(user.id, signature);
    patchStoredUser({ signature });
    Toast.show({ content: t('signature.saved'), duration: 1500 });
    setSaving(false);
  }
  const submit = useClickGuard(() => form.handleSubmit(onSubmit)(), saving);

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Controller
        control={form.control}
        name="signature"
        render={({ field }) => (
          <FormField
            id="profile-signature"
            label={t('signature.label')}
            error={errors.signature?.message && t(errors.signature.message)}
          >
            <Input
              id="profile-signature"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('signature.placeholder')}
              maxLength={40}
              clearable
            />
          </FormField>
        )}
      />
      <p className="account-hint">{t('signature.hint')}</p>
      <Button type="submit" color="primary" fill="outline" block disabled={saving}>
        {t('signature.save')}
      </Button>
    </form>
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
  const { user, info } = useAccountUser();

  return (
    <Page title={t('profile.title')} className="account">
      {!user && info.isPending && (
        <div className="account-section" aria-busy="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      )}
      {!user && info.isError && (
        <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      )}
      {user && (
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
    </Page>
  );
}
