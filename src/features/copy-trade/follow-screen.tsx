// The follow settings of a trader (/follow/follow, or the proposed /follow/edit for a trader the
// user already copies): copy type fixed multiple or fixed lots, the multiple (at most 5) or lots
// by the copy rules (2 decimals, rounded), a preview of a copied order, the optional follow
// amount against the contract account's USDT, the agreement in the reader's language, then a
// confirmation that repeats the settings and one request. Edit mode also stops the follow.
import { Button, Skeleton, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useForm, useFormContext, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useListWallets } from '@generated/api/assets/assets';
import { useFollowTrader, useGetTrader, useListMyFollows, useUpdateFollow } from '@generated/api/copy-trade/copy-trade';
import type { MyFollow } from '@generated/model';
import { DraftConfirm } from '@/components/draft-confirm';
import { ChipField } from '@/components/form/chip-field';
import { AgreementField } from '@/components/form/agreement-field';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { Page } from '@/components/page';
import { NavTextButton } from '@/components/nav-text-button';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { useCopyFormat, useCopySize } from './copy-figures';
import { checkCopyNumber, checkFollowAmount, COPY_TYPE, copiedLots, MAX_MULTIPLE, type CopyType } from './copy-rules';
import { clearDraft, readDraft, saveDraft, type FollowForm } from './follow-draft';
import { MissingTrader } from './missing-trader';
import { isFollowed, traderIdOf } from './trader-state';
import { useRefreshFollows, useUnfollow } from './use-follow-actions';
import { BalanceError } from '@/components/balance-error';
import './copy-trade.css';

/** The trader order size the preview copies. */
const PREVIEW_LOTS = 5;
const TYPE_KEYS: Record<CopyType, 'multiple' | 'lots'> = { 1: 'multiple', 2: 'lots' };

/** The agreement page in the reader's language: Chinese for zh and hk, English otherwise. */
const agreementPath = (lang: string): string =>
  lang === 'zh' || lang === 'hk' ? ROUTES.followAgreementZh : ROUTES.followAgreementEn;

/** The USDT available in the contract account (what a follow draws on), and its query. */
function useLeverUsdt(): { available: string | undefined; wallets: ReturnType<typeof useListWallets> } {
  const wallets = useListWallets(undefined, undefined, { query: { staleTime: 5_000 }, request: { silent: true } });
  const row = wallets.data?.lever_wallet.balance.find((b) => b.currency_name === 'USDT');
  return { available: wallets.data ? (row?.lever_balance ?? '0') : undefined, wallets };
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

/** Validates with the copy rules; messages are keys of `copy-trade`. */
function followResolver(available: string | undefined): Resolver<FollowForm> {
  return (values) => {
    const errors: FieldErrors<FollowForm> = {};
    const number = checkCopyNumber(values.number, values.type);
    if (!number.ok) errors.number = { type: 'validate', message: `follow.errors.${number.error}` };
    const amount = checkFollowAmount(values.amount, available);
    if (amount) {
      errors.amount = {
        type: 'validate',
        message: amount === 'invalid' ? 'follow.errors.amountInvalid' : 'follow.errors.insufficient',
      };
    }
    if (!values.agree) errors.agree = { type: 'validate', message: 'follow.errors.agreement' };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/** The copy type: two choices side by side, with the hint of the current one. */
function CopyTypeField() {
  const { t } = useTranslation('copy-trade');
  const type = useWatch<FollowForm, 'type'>({ name: 'type' });
  return (
    <ChipField
      name="type"
      label={t('follow.typeLabel')}
      columns={2}
      recheck="number"
      options={[COPY_TYPE.multiple, COPY_TYPE.lots].map((value) => ({
        value,
        label: t(`follow.types.${TYPE_KEYS[value]}`),
      }))}
    >
      <p className="copy-hint">{t(`follow.typeHints.${TYPE_KEYS[type]}`, { max: MAX_MULTIPLE })}</p>
    </ChipField>
  );
}

/** What a 5-lot order of the trader becomes with the settings typed so far. */
function CopyPreview() {
  const { t } = useTranslation('copy-trade');
  const { control } = useFormContext<FollowForm>();
  const type = useWatch({ control, name: 'type' });
  const number = useWatch({ control, name: 'number' });
  const checked = checkCopyNumber(number, type);
  return (
    <p className="copy-hint" aria-live="polite">
      {checked.ok
        ? t('follow.preview', { traderLots: PREVIEW_LOTS, lots: copiedLots(PREVIEW_LOTS, type, checked.value) })
        : t('follow.roundingNote')}
    </p>
  );
}

interface FollowFormViewProps {
  traderId: number;
  name: string;
  current: MyFollow | undefined;
  editing: boolean;
}

function FollowFormView({ traderId, name, current, editing }: FollowFormViewProps) {
  const { t, i18n } = useTranslation('copy-trade');
  const { redirectTo } = useAppNavigation();
  const format = useCopyFormat();
  const copySize = useCopySize();
  const refresh = useRefreshFollows();
  const { available, wallets } = useLeverUsdt();
  const follow = useFollowTrader();
  const update = useUpdateFollow();
  const unfollow = useUnfollow(() => {
    clearDraft(traderId);
    redirectTo(ROUTES.copyMy);
  });
  const [draft, setDraft] = useState<{ type: CopyType; number: string; amount: string } | null>(null);
  const form = useForm<FollowForm>({
    defaultValues: readDraft(traderId) ?? fromFollow(current),
    // useForm takes its options at every render: the check uses the balance as last loaded.
    resolver: followResolver(available),
    mode: 'onTouched',
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const pending = follow.isPending || update.isPending;

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(traderId, values) }),
    [form, traderId],
  );

  function review(values: FollowForm): void {
    const check = checkCopyNumber(values.number, values.type);
    if (check.ok) setDraft({ type: values.type, number: check.value, amount: values.amount.trim() });
  }

  return (
    <>
      <Form form={form} id="follow" ns="copy-trade" busy={pending} onSubmit={review} className="copy-form">
        <CopyTypeField />
        <AmountField
          name="number"
          label={type === COPY_TYPE.multiple ? t('follow.multiple') : t('follow.lots')}
          placeholder={type === COPY_TYPE.multiple ? t('follow.multiplePlaceholder') : t('follow.lotsPlaceholder')}
          unit={type === COPY_TYPE.multiple ? '×' : undefined}
          errorValues={{ max: MAX_MULTIPLE }}
        >
          <CopyPreview />
        </AmountField>
        <AmountField
          name="amount"
          label={t('follow.amount')}
          placeholder={t('follow.amountPlaceholder')}
          decimals={8}
          action={available !== undefined ? { label: t('follow.all'), value: available } : undefined}
        >
          <p className="copy-hint">
            {available === undefined
              ? t('follow.availableUnknown')
              : t('follow.available', { amount: format.amount(available) })}
          </p>
        </AmountField>
        <BalanceError wallets={wallets} />
        <AgreementField
          name="agree"
          label={t('follow.agreePrefix')}
          link={<NavTextButton to={agreementPath(i18n.language)}>{t('follow.agreementLink')}</NavTextButton>}
        />
        <div className="copy-form__actions">
          {editing && (
            <Button fill="outline" color="danger" size="large" onClick={() => unfollow.ask(traderId, name)}>
              {t('follow.cancelFollow')}
            </Button>
          )}
          <SubmitButton>{editing ? t('follow.save') : t('follow.submit')}</SubmitButton>
        </div>
      </Form>
      <DraftConfirm
        draft={draft}
        onClose={() => setDraft(null)}
        rows={(held) => {
          const { type, size } = copySize(held.type, held.number);
          const multiple = held.type === COPY_TYPE.multiple;
          return [
            { label: t('follow.confirmTrader'), value: name },
            { label: t('follow.confirmType'), value: type },
            {
              label: multiple ? t('follow.confirmNumberMultiple') : t('follow.confirmNumberLots'),
              value: size,
              className: 'confirm-dialog__row--total',
            },
            {
              label: t('follow.confirmAmount'),
              value: held.amount ? `${format.amount(held.amount)} USDT` : t('follow.noCap'),
            },
          ];
        }}
        send={(held) => {
          const data = {
            trader_user_id: traderId,
            type: held.type,
            number: held.number,
            ...(held.amount ? { amount: held.amount } : {}),
          };
          return editing ? update.mutateAsync({ data }) : follow.mutateAsync({ data });
        }}
        onSent={() => {
          Toast.show({ content: editing ? t('follow.saved') : t('follow.done', { name }), duration: 1500 });
          clearDraft(traderId);
          // The follows are marked stale at once (My copy trading asks for them afresh); the
          // redirect does not wait for their answers: it would then take the user away from
          // wherever they had gone meanwhile.
          void refresh();
          redirectTo(ROUTES.copyMy);
        }}
        title={editing ? t('follow.confirmEditTitle') : t('follow.confirmTitle')}
        confirmText={t('follow.confirm')}
        cancelText={t('follow.cancel')}
        pending={pending}
        rowsTestId="follow-confirm"
      >
        {(held) => (
          <p className="confirm-dialog__note">
            {t('follow.preview', {
              traderLots: PREVIEW_LOTS,
              lots: copiedLots(PREVIEW_LOTS, held.type, held.number),
            })}{' '}
            {t('follow.confirmNote')}
          </p>
        )}
      </DraftConfirm>
      {unfollow.dialog}
    </>
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
