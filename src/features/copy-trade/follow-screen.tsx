// The follow settings of a trader (/follow/follow, or the proposed /follow/edit for a trader the
// user already copies): copy type fixed multiple or fixed lots, the multiple (at most 5) or lots
// by the copy rules (2 decimals, rounded), a preview of a copied order, the optional follow
// amount against the contract account's USDT, the agreement in the reader's language, then a
// confirmation that repeats the settings and one request. Edit mode also stops the follow.
import { Button, Checkbox, Dialog, Input, Selector, Skeleton, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useListWallets } from '@generated/api/assets/assets';
import { useFollowTrader, useGetTrader, useListMyFollows, useUpdateFollow } from '@generated/api/copy-trade/copy-trade';
import type { MyFollow } from '@generated/model';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { useCopyFormat } from './copy-figures';
import { checkCopyNumber, checkFollowAmount, COPY_TYPE, copiedLots, MAX_MULTIPLE, type CopyType } from './copy-rules';
import { clearDraft, readDraft, saveDraft, type FollowForm } from './follow-draft';
import { MissingTrader } from './missing-trader';
import { isFollowed, traderIdOf } from './trader-state';
import { useRefreshFollows, useUnfollow } from './use-follow-actions';
import './copy-trade.css';

/** The trader order size the preview copies. */
const PREVIEW_LOTS = 5;
const TYPE_KEYS: Record<CopyType, 'multiple' | 'lots'> = { 1: 'multiple', 2: 'lots' };

/** The agreement page in the reader's language: Chinese for zh and hk, English otherwise. */
export const agreementPath = (lang: string): string =>
  lang === 'zh' || lang === 'hk' ? ROUTES.followAgreementZh : ROUTES.followAgreementEn;

function useLeverUsdt(): string | undefined {
  const wallets = useListWallets(undefined, undefined, { query: { staleTime: 5_000 }, request: { silent: true } });
  if (!wallets.data) return undefined;
  const row = wallets.data.lever_wallet.balance.find((b) => b.currency_name === 'USDT');
  return row?.lever_balance ?? '0';
}

const fromFollow = (follow: MyFollow | undefined): FollowForm => ({
  type: follow?.type ?? COPY_TYPE.multiple,
  number: follow?.number ?? '',
  amount: follow?.amount ?? '',
  agree: follow !== undefined,
});

interface FollowFormViewProps {
  traderId: number;
  name: string;
  current: MyFollow | undefined;
  editing: boolean;
}

function FollowFormView({ traderId, name, current, editing }: FollowFormViewProps) {
  const { t, i18n } = useTranslation('copy-trade');
  const { navigateTo, redirectTo } = useAppNavigation();
  const format = useCopyFormat();
  const reportError = useReportError();
  const refresh = useRefreshFollows();
  const available = useLeverUsdt();
  const follow = useFollowTrader();
  const update = useUpdateFollow();
  const unfollow = useUnfollow(() => redirectTo(ROUTES.copyMy));
  const form = useForm<FollowForm>({ defaultValues: readDraft(traderId) ?? fromFollow(current), mode: 'onTouched' });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const number = useWatch({ control: form.control, name: 'number' });
  const checked = checkCopyNumber(number, type);
  const pending = follow.isPending || update.isPending;

  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(traderId, values),
    });
  }, [form, traderId]);

  async function onSubmit(values: FollowForm): Promise<void> {
    const check = checkCopyNumber(values.number, values.type);
    if (!check.ok) return;
    const amount = values.amount.trim();
    const key = TYPE_KEYS[values.type];
    const confirmed = await Dialog.confirm({
      title: editing ? t('follow.confirmEditTitle') : t('follow.confirmTitle'),
      content: (
        <div className="copy-confirm">
          <dl>
            <div>
              <dt>{t('follow.confirmTrader')}</dt>
              <dd>{name}</dd>
            </div>
            <div>
              <dt>{t('follow.confirmType')}</dt>
              <dd>{t(`follow.types.${key}`)}</dd>
            </div>
            <div>
              <dt>{key === 'multiple' ? t('follow.confirmNumberMultiple') : t('follow.confirmNumberLots')}</dt>
              <dd>
                {key === 'multiple'
                  ? t('my.multipleValue', { value: check.value })
                  : t('my.lotsValue', { value: check.value })}
              </dd>
            </div>
            <div>
              <dt>{t('follow.confirmAmount')}</dt>
              <dd>{amount ? `${format.amount(amount)} USDT` : t('follow.noCap')}</dd>
            </div>
          </dl>
          <p>
            {t('follow.preview', {
              traderLots: PREVIEW_LOTS,
              lots: copiedLots(PREVIEW_LOTS, values.type, check.value),
            })}
          </p>
          <p>{t('follow.confirmNote')}</p>
        </div>
      ),
      confirmText: t('follow.confirm'),
      cancelText: t('follow.cancel'),
    });
    if (!confirmed) return;
    const data = { trader_user_id: traderId, type: values.type, number: check.value, ...(amount ? { amount } : {}) };
    try {
      if (editing) await update.mutateAsync({ data });
      else await follow.mutateAsync({ data });
      Toast.show({ content: editing ? t('follow.saved') : t('follow.done', { name }), duration: 1500 });
      clearDraft(traderId);
      await refresh();
      redirectTo(ROUTES.copyMy);
    } catch (error) {
      reportError(error);
    }
  }
  const submit = useClickGuard(() => form.handleSubmit(onSubmit)(), pending);

  const numberError = errors.number?.message;
  return (
    <form
      className="copy-form"
      noValidate
      aria-label={editing ? t('follow.editTitle', { name }) : t('follow.title', { name })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <div className="form-field">
            <p className="form-field__label" id="follow-type-label">
              {t('follow.typeLabel')}
            </p>
            <Selector
              aria-labelledby="follow-type-label"
              columns={2}
              value={[field.value]}
              onChange={(values) => {
                const next = values[0];
                if (next !== undefined) field.onChange(next);
                if (form.getValues('number')) void form.trigger('number');
              }}
              options={[COPY_TYPE.multiple, COPY_TYPE.lots].map((value) => ({
                value,
                label: t(`follow.types.${TYPE_KEYS[value]}`),
              }))}
            />
            <p className="copy-hint">{t(`follow.typeHints.${TYPE_KEYS[field.value]}`, { max: MAX_MULTIPLE })}</p>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="number"
        rules={{
          validate: (value, all) => {
            const check = checkCopyNumber(value, all.type);
            return check.ok || check.error;
          },
        }}
        render={({ field }) => (
          <FormField
            id="follow-number"
            label={type === COPY_TYPE.multiple ? t('follow.multiple') : t('follow.lots')}
            error={numberError ? t(`follow.errors.${numberError}`, { max: MAX_MULTIPLE }) : undefined}
          >
            <Input
              id="follow-number"
              inputMode="decimal"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={type === COPY_TYPE.multiple ? t('follow.multiplePlaceholder') : t('follow.lotsPlaceholder')}
              autoComplete="off"
            />
          </FormField>
        )}
      />
      <p className="copy-hint" aria-live="polite">
        {checked.ok
          ? t('follow.preview', { traderLots: PREVIEW_LOTS, lots: copiedLots(PREVIEW_LOTS, type, checked.value) })
          : t('follow.roundingNote')}
      </p>
      <Controller
        control={form.control}
        name="amount"
        rules={{
          validate: (value) => {
            const error = checkFollowAmount(value, available);
            return error === null || (error === 'invalid' ? 'amountInvalid' : 'insufficient');
          },
        }}
        render={({ field }) => (
          <FormField
            id="follow-amount"
            label={t('follow.amount')}
            error={errors.amount?.message ? t(`follow.errors.${errors.amount.message}`) : undefined}
            extra={
              available !== undefined && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => form.setValue('amount', available, { shouldValidate: true })}
                >
                  {t('follow.all')}
                </button>
              )
            }
          >
            <Input
              id="follow-amount"
              inputMode="decimal"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('follow.amountPlaceholder')}
              autoComplete="off"
            />
          </FormField>
        )}
      />
      <p className="copy-hint">
        {available === undefined
          ? t('follow.availableUnknown')
          : t('follow.available', { amount: format.amount(available) })}
      </p>
      <Controller
        control={form.control}
        name="agree"
        rules={{ validate: (value) => value || 'agreement' }}
        render={({ field }) => (
          <div className="copy-agree">
            <Checkbox
              checked={field.value}
              onChange={field.onChange}
              aria-describedby={errors.agree ? 'follow-agree-error' : undefined}
            >
              {t('follow.agreePrefix')}
            </Checkbox>{' '}
            <button type="button" className="link-button" onClick={() => navigateTo(agreementPath(i18n.language))}>
              {t('follow.agreementLink')}
            </button>
            {errors.agree && (
              <p className="form-field__error" id="follow-agree-error" role="alert">
                {t('follow.errors.agreement')}
              </p>
            )}
          </div>
        )}
      />
      <div className="copy-form__actions">
        {editing && (
          <Button
            fill="outline"
            color="danger"
            loading={unfollow.pending}
            onClick={() => unfollow.cancel(traderId, name)}
          >
            {t('follow.cancelFollow')}
          </Button>
        )}
        <Button type="submit" color="primary" block={!editing} loading={pending} disabled={pending}>
          {editing ? t('follow.save') : t('follow.submit')}
        </Button>
      </div>
    </form>
  );
}

function FollowView({ traderId }: { traderId: number }) {
  const { t } = useTranslation('copy-trade');
  const trader = useGetTrader({ trader_user_id: traderId }, { request: { silent: true } });
  const followed = trader.data ? isFollowed(trader.data.is_followed) : false;
  const follows = useListMyFollows(undefined, { query: { enabled: followed }, request: { silent: true } });

  const failed = (!trader.data && trader.isError) || (followed && !follows.data && follows.isError);
  if (failed) {
    const retry = () => void (trader.isError ? trader.refetch() : follows.refetch());
    return (
      <QueryError
        error={trader.error ?? follows.error}
        onRetry={retry}
        retrying={trader.isFetching || follows.isFetching}
      />
    );
  }
  if (!trader.data || (followed && !follows.data)) {
    return (
      <div role="status" aria-label={t('list.loading')} className="copy-page">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  const name = trader.data.trader_info.nickname;
  const current = follows.data?.list.find((row) => row.trader_user_id === traderId);
  return (
    <div className="copy-page">
      <h1 className="copy-form__title">{followed ? t('follow.editTitle', { name }) : t('follow.title', { name })}</h1>
      <FollowFormView traderId={traderId} name={name} current={current} editing={followed} />
    </div>
  );
}

export function FollowScreen() {
  const { t } = useTranslation('copy-trade');
  const [params] = useSearchParams();
  const traderId = traderIdOf(params.get('id'));
  return (
    <Page title={t('list.title')}>
      {traderId ? <FollowView key={traderId} traderId={traderId} /> : <MissingTrader />}
    </Page>
  );
}
