// Withdrawal security (proposed GET/POST /user/withdraw/settings): the address whitelist (only
// saved addresses, each usable 24 h after it was saved or changed) and the verification code on
// every withdrawal (by e-mail or SMS, as the account says; once on, it stays on). A change is
// confirmed with the pay password, and with the code when the account requires one; a refusal
// keeps what was typed.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Switch, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetWithdrawSettingsQueryKey,
  getListWalletAddressesQueryKey,
  useUpdateWithdrawSettings,
} from '@generated/api/withdraw/withdraw';
import type { UpdateWithdrawSettingsRequest, WithdrawSettings } from '@generated/model';
import { Form, SubmitButton } from '@/components/form/form';
import { PayPasswordField } from '@/components/form/pay-password-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ROUTES } from '@/lib/routes';
import { useWithdrawSecurity } from './use-withdraw-security';
import { WithdrawCodeField } from './withdraw-code-field';
import { securitySchema, type SecurityForm } from './withdraw-schemas';
import './withdraw.css';

type Change = { whitelist: 0 | 1 } | { code_required: 1 };

/** The confirmation of one change: pay password and, where the account requires it, the code. */
function ConfirmChange({
  settings,
  change,
  onDone,
}: {
  settings: WithdrawSettings;
  change: Change;
  onDone: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const update = useUpdateWithdrawSettings();
  const code = settings.code_required === 1;
  const schema = useMemo(() => securitySchema(code), [code]);
  const form = useSchemaForm<SecurityForm>(schema, { payPassword: '', code: '' });
  const title =
    'whitelist' in change
      ? change.whitelist === 1
        ? t('security.turnWhitelistOn')
        : t('security.turnWhitelistOff')
      : t('security.turnCodeOn');

  async function onSubmit(values: SecurityForm): Promise<void> {
    const data: UpdateWithdrawSettingsRequest = {
      ...change,
      pay_password: values.payPassword,
      ...(code ? { code: values.code } : {}),
    };
    try {
      const answer = await update.mutateAsync({ data });
      Toast.show({ content: answer || t('security.saved') });
      void queryClient.invalidateQueries({ queryKey: getGetWithdrawSettingsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListWalletAddressesQueryKey() });
      onDone();
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Form
      form={form}
      id="withdraw-security"
      ns="withdraw"
      busy={update.isPending}
      onSubmit={onSubmit}
      label={title}
      className="withdraw__form"
    >
      <h2 className="security-screen__title">{title}</h2>
      <PayPasswordField name="payPassword" label={t('form.payPassword')} />
      {code && <WithdrawCodeField settings={settings} />}
      <SubmitButton>{t('security.confirm')}</SubmitButton>
      <Button block fill="none" onClick={onDone}>
        {t('confirm.cancel')}
      </Button>
    </Form>
  );
}

function SecurityBody({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  const [change, setChange] = useState<Change | null>(null);
  const whitelist = settings.whitelist === 1;
  const code = settings.code_required === 1;
  return (
    <>
      <div className="security-row">
        <span className="security-row__text" id="security-whitelist">
          <strong>{t('security.whitelist')}</strong>
          <small>{t('security.whitelistHint', { hours: settings.cooling_hours })}</small>
        </span>
        <Switch
          checked={change && 'whitelist' in change ? change.whitelist === 1 : whitelist}
          onChange={(on) => setChange({ whitelist: on ? 1 : 0 })}
          aria-labelledby="security-whitelist"
        />
      </div>
      <div className="security-row">
        <span className="security-row__text" id="security-code">
          <strong>{t('security.code')}</strong>
          <small>
            {code
              ? t('security.codeOnHint', { to: settings.code_to })
              : t('security.codeOffHint', { to: settings.code_to })}
          </small>
        </span>
        <Switch
          checked={code || (change !== null && 'code_required' in change)}
          disabled={code}
          onChange={(on) => {
            if (on) setChange({ code_required: 1 });
          }}
          aria-labelledby="security-code"
        />
      </div>
      {change && (
        <ConfirmChange
          key={JSON.stringify(change)}
          settings={settings}
          change={change}
          onDone={() => setChange(null)}
        />
      )}
      <Button block fill="outline" onClick={() => navigateTo(ROUTES.walletAddresses)}>
        {t('saved.manage')}
      </Button>
    </>
  );
}

export function WithdrawSecurityScreen() {
  const { t } = useTranslation('withdraw');
  const settings = useWithdrawSecurity();
  return (
    <Page title={t('security.title')}>
      <div className="security-screen">
        {settings.isPending && <Skeleton.Paragraph lineCount={5} animated />}
        {settings.isError && <QueryError {...retryOf(settings)} />}
        {settings.data && <SecurityBody settings={settings.data} />}
      </div>
    </Page>
  );
}
