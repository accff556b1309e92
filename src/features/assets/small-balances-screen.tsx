// Small balances (proposed GET /wallet/dust, POST /wallet/dust/convert): the spot coins worth less
// than the site's threshold, each with what it gives, converted into one coin (USDT or BTC) in one
// confirmation. Every figure comes from the one module the sandbox settles with
// (src/lib/dust-conversion.ts), from the same prices: what the dialog says is what arrives. A
// refusal (prices moved) says so and the list is read again; the conversion is sent once.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListDustBalancesQueryKey,
  getListUserCurrenciesQueryKey,
  getListWalletsQueryKey,
  useCreateDustConversion,
  useListDustBalances,
} from '@generated/api/assets/assets';
import type { DustBalances } from '@generated/model';
import { CoinBadge } from '@/components/coin-badge';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LightCheck } from '@/components/light-check';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { RadioButtons } from '@/components/radio-buttons';
import { retryOf } from '@/components/retry-of';
import { LoadingLines } from '@/components/skeleton-lines';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { useReportError } from '@/hooks/use-report-error';
import { dustPreview } from '@/lib/dust-conversion';
import { toDecimal } from '@/lib/decimal';
import { formatAmount, formatMoney, formatQuantity } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import './assets.css';
import './small-balances.css';

function DustList({ dust, onDone }: { dust: DustBalances; onDone: () => void }) {
  const { t } = useTranslation('assets');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const convert = useCreateDustConversion();
  // every small balance chosen at first; the user unticks what to keep
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const chosen = dust.items.filter((i) => !unticked.has(i.currency));
  const terms = { toPrice: dust.to_price, feeRate: dust.fee_rate, decimals: dust.decimals };
  const all = useMemo(
    () =>
      dustPreview(
        dust.items.map((i) => ({ currency: i.currency, amount: i.amount, usdtPrice: i.usdt_price })),
        terms,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the terms are the answer's
    [dust],
  );
  const preview = dustPreview(
    chosen.map((i) => ({ currency: i.currency, amount: i.amount, usdtPrice: i.usdt_price })),
    terms,
  );
  const coin = (amount: Parameters<typeof formatAmount>[0]) =>
    t('dust.amountWithCoin', { amount: formatAmount(amount, locale), coin: dust.to_name });
  const feePercent = formatQuantity(toDecimal(dust.fee_rate).times(100), locale);

  function toggle(currency: number, on: boolean): void {
    const next = new Set(unticked);
    if (on) next.delete(currency);
    else next.add(currency);
    setUnticked(next);
  }

  async function send(): Promise<void> {
    try {
      const answer = await convert.mutateAsync({
        data: {
          to: dust.to,
          to_price: dust.to_price,
          currencies: chosen.map((i) => i.currency).join(','),
          amounts: chosen.map((i) => i.amount).join(','),
          prices: chosen.map((i) => i.usdt_price).join(','),
        },
      });
      Toast.show({ content: answer || t('dust.converted') });
      setConfirming(false);
      for (const queryKey of [getListWalletsQueryKey(), getListUserCurrenciesQueryKey()])
        void queryClient.invalidateQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: getListDustBalancesQueryKey().slice(0, 1) });
      onDone();
    } catch (error) {
      // prices moved or a balance changed: the reason, then the list as it is now
      reportError(error);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: getListDustBalancesQueryKey().slice(0, 1) });
    }
  }

  if (dust.items.length === 0)
    return (
      <EmptyState
        title={t('dust.empty')}
        description={t('dust.emptyHint', { amount: formatMoney(dust.threshold_usdt, locale) })}
      />
    );

  return (
    <>
      <ul className="dust-list" aria-label={t('dust.listLabel')}>
        {dust.items.map((item, index) => {
          const row = all.rows[index]!;
          return (
            <li key={item.currency} className="dust-row" data-testid="dust-row">
              <LightCheck
                checked={!unticked.has(item.currency)}
                onChange={(on) => toggle(item.currency, on)}
                label={
                  <span className="dust-row__label">
                    <CoinBadge name={item.currency_name} size={24} />
                    <span className="dust-row__coin">
                      <strong>
                        {t('dust.amountWithCoin', {
                          amount: formatAmount(item.amount, locale),
                          coin: item.currency_name,
                        })}
                      </strong>
                      <small>{t('dust.worth', { amount: formatMoney(row.valueUsdt, locale) })}</small>
                    </span>
                    <span className="dust-row__gives">{coin(row.received)}</span>
                  </span>
                }
              />
            </li>
          );
        })}
      </ul>
      <dl className="dust-summary label-rows" aria-live="polite">
        <div>
          <dt>{t('dust.fee', { percent: feePercent })}</dt>
          <dd>{coin(preview.fee)}</dd>
        </div>
        <div className="dust-summary__total">
          <dt>{t('dust.receive')}</dt>
          <dd data-testid="dust-receive">{coin(preview.received)}</dd>
        </div>
      </dl>
      <Button
        block
        color="primary"
        size="large"
        disabled={chosen.length === 0 || preview.received.lte(0)}
        onClick={() => setConfirming(true)}
      >
        {t('dust.convert', { n: chosen.length, coin: dust.to_name })}
      </Button>
      <p className="dust-hint">
        {t('dust.hint', { amount: formatMoney(dust.threshold_usdt, locale), percent: feePercent })}
      </p>
      <ConfirmDialog
        visible={confirming}
        title={t('dust.confirmTitle')}
        rows={[
          ...chosen.map((item) => ({
            key: String(item.currency),
            label: item.currency_name,
            value: formatAmount(item.amount, locale),
          })),
          { label: t('dust.fee', { percent: feePercent }), value: coin(preview.fee) },
          { label: t('dust.receive'), value: coin(preview.received), className: 'confirm-dialog__row--total' },
        ]}
        rowsTestId="dust-confirm-rows"
        confirmText={t('dust.confirm')}
        cancelText={t('dust.cancel')}
        pending={convert.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      >
        <p className="confirm-dialog__note">{t('dust.confirmNote')}</p>
      </ConfirmDialog>
    </>
  );
}

export function SmallBalancesScreen() {
  const { t } = useTranslation('assets');
  const { redirectTo } = useAppNavigation();
  const [to, setTo] = useState(1);
  // the previous answer stays while another target is read: the choice does not jump away
  const dust = useListDustBalances({ to }, { query: { staleTime: 0, placeholderData: (previous) => previous } });
  const targets = dust.data?.targets ?? [];
  return (
    <Page title={t('dust.title')}>
      <div className="assets dust">
        {targets.length > 1 && (
          <RadioButtons
            label={t('dust.into')}
            className="dust-targets"
            optionClass="dust-targets__option"
            checkedClass="dust-targets__option--active"
            value={to}
            onChange={setTo}
            options={targets.map((target) => ({ value: target.id, label: t('dust.intoCoin', { coin: target.name }) }))}
          />
        )}
        {dust.isPending && <LoadingLines count={5} />}
        {dust.isError && <QueryError {...retryOf(dust)} />}
        {dust.data && <DustList key={dust.data.to} dust={dust.data} onDone={() => redirectTo(ROUTES.assets)} />}
      </div>
    </Page>
  );
}
