// Set or change the 6-digit pay password that withdrawals and transfers ask for: the six digits
// in passcode boxes, once more to confirm, then the code sent to the bound e-mail or phone
// (/safe/update_password).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasscodeInput, Skeleton } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@generated/model';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useClickGuard } from '@/hooks/use-click-guard';
import { payPasswordSchema, type PayPasswordForm } from './account-schemas';
import { NoCodeTarget } from './no-code-target';
import { useAccountUser } from './use-account-user';
import { usePayPassword } from './use-pay-password';
import { canReceiveCode, VerificationCode } from './verification-code';
import './account.css';

function PasscodeField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  return (
    <div className={error ? 'passcode-field passcode-field--invalid' : 'passcode-field'}>
      <p className="form-field__label" id={`${id}-label`}>
        {label}
      </p>
      <PasscodeInput
        seperated
        length={6}
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
        onBlur={onBlur}
        error={Boolean(error)}
        aria-label={label}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function SetForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const payPassword = usePayPassword();
  const form = useForm<PayPasswordForm>({
    resolver: zodResolver(payPasswordSchema),
    defaultValues: { password: '', rePassword: '', code: '' },
    mode: 'onSubmit',
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
      <p className="account-hint">{t('payPassword.intro')}</p>
      <Controller
        control={form.control}
        name="password"
        render={({ field }) => (
          <PasscodeField
            id="pay-password-new"
            label={t('payPassword.new')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(errors.password?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="rePassword"
        render={({ field }) => (
          <PasscodeField
            id="pay-password-repeat"
            label={t('payPassword.repeat')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(errors.rePassword?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <VerificationCode
            id="pay-password-code"
            user={user}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message(errors.code?.message)}
          />
        )}
      />
      <p className="account-hint">{t('payPassword.rules')}</p>
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={payPassword.pending}
        disabled={payPassword.pending}
      >
        {t('payPassword.submit')}
      </Button>
    </form>
  );
}

export function PayPasswordScreen() {
  const { t } = useTranslation('account');
  const { user, info } = useAccountUser();
  return (
    <Page title={t('payPassword.title')} className="account">
      {!user && info.isPending && (
        <div className="account-section" aria-busy="true">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
      {!user && info.isError && (
        <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      )}
      {user && (canReceiveCode(user) ? <SetForm user={user} /> : <NoCodeTarget />)}
    </Page>
  );
}
