// Change the pay password with a form: a 6-digit code sent to the bound e-mail address or phone
// (60 s resend countdown) and the new six digits typed twice (/safe/update_password). The login
// password is not changed here: the contract resets it with a code (/user/forget), linked below.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@generated/model';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { ROUTES } from '@/lib/routes';
import { payPasswordSchema, type PayPasswordForm } from './account-schemas';
import { NoCodeTarget } from './no-code-target';
import { useAccountUser } from './use-account-user';
import { usePayPassword } from './use-pay-password';
import { canReceiveCode, VerificationCode } from './verification-code';
import './account.css';

function DigitsInput({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  placeholder: string;
}) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <div className="account-secret">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
        onBlur={onBlur}
        placeholder={placeholder}
      />
      <button
        type="button"
        className="link-button account-secret__toggle"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? t('payPassword.hide') : t('payPassword.show')}
      >
        {visible ? t('payPassword.hideShort') : t('payPassword.showShort')}
      </button>
    </div>
  );
}

function ChangeForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { navigateTo } = useAppNavigation();
  const payPassword = usePayPassword();
  const form = useForm<PayPasswordForm>({
    resolver: zodResolver(payPasswordSchema),
    defaultValues: { password: '', rePassword: '', code: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);
  const submit = useClickGuard(() => form.handleSubmit(payPassword.submit)(), payPassword.pending);

  return (
    <form
      className="account-form account-section"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="account-hint">{t('password.intro')}</p>
      <Controller
        control={form.control}
        name="password"
        render={({ field }) => (
          <FormField id="password-new" label={t('payPassword.new')} error={message(errors.password?.message)}>
            <DigitsInput
              id="password-new"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('payPassword.newPlaceholder')}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="rePassword"
        render={({ field }) => (
          <FormField id="password-repeat" label={t('payPassword.repeat')} error={message(errors.rePassword?.message)}>
            <DigitsInput
              id="password-repeat"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('payPassword.repeatPlaceholder')}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <VerificationCode
            id="password-code"
            user={user}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(errors.code?.message)}
          />
        )}
      />
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={payPassword.pending}
        disabled={payPassword.pending}
      >
        {t('password.submit')}
      </Button>
      <p className="account-hint">
        {t('password.loginHint')}{' '}
        <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.forget)}>
          {t('password.loginLink')}
        </button>
      </p>
    </form>
  );
}

export function PasswordScreen() {
  const { t } = useTranslation('account');
  const { user, info } = useAccountUser();
  return (
    <Page title={t('password.title')} className="account">
      {!user && info.isPending && (
        <div className="account-section" aria-busy="true">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
      {!user && info.isError && (
        <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      )}
      {user && (canReceiveCode(user) ? <ChangeForm user={user} /> : <NoCodeTarget />)}
    </Page>
  );
}
