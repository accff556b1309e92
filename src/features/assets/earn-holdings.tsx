// The earn holdings on the Assets overview (product-spec §2 lists mining among the accounts): the
// principal locked in lock mining and invested in dual investment, in the chosen fiat currency,
// each with its earnings, and what active loans owe (taken off the headline) with their
// collateral; the card opens the financial hub.
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { FigurePlaceholder } from '@/components/skeleton-lines';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useEarnHoldings } from '@/hooks/use-earn-holdings';
import { useFiat } from '@/hooks/use-fiat';
import { ROUTES } from '@/lib/routes';
import { ChevronIcon } from './icons';
import { MASK, useBalancesHidden } from './use-hidden-balances';

export function EarnHoldings() {
  const { t } = useTranslation('assets');
  const { formatFiat } = useFiat();
  const { navigateTo } = useAppNavigation();
  const [hidden] = useBalancesHidden();
  // Any of the three lists (lock mining, dual investment, IEO) missing leaves the total unknown.
  const { mining, invest, ieo, loans, totalUsdt, failed } = useEarnHoldings();
  const mask = (text: string) => (hidden ? MASK : text);
  const loading = mining.isPending || invest.isPending;
  const placeholder = <FigurePlaceholder />;
  // Each holding: its principal, and what it earned or is expected to earn; while it loads, its
  // label with placeholders in the lines its figures will take.
  const rows = [
    (mining.isPending || mining.data) && {
      label: t('earn.mining'),
      principal: mining.data ? mask(formatFiat(mining.data.lockedUsdt)) : placeholder,
      earnings: mining.data ? t('earn.earned', { amount: mask(formatFiat(mining.data.earnedUsdt)) }) : placeholder,
    },
    (invest.isPending || invest.data) && {
      label: t('earn.invest'),
      principal: invest.data ? mask(formatFiat(invest.data.investedUsdt)) : placeholder,
      earnings: invest.data ? t('earn.expected', { amount: mask(formatFiat(invest.data.expectedUsdt)) }) : placeholder,
    },
    // IEO subscriptions hold their cost until the tokens are credited (shown once there are some).
    ieo.data &&
      ieo.data.subscriptions > 0 && {
        label: t('earn.ieo'),
        principal: mask(formatFiat(ieo.data.heldUsdt)),
        earnings: t('earn.pending', { count: ieo.data.pending }),
      },
    // Loans owe their debt (the headline is net of it), shown once there are some.
    loans.data &&
      loans.data.activeLoans > 0 && {
        label: t('earn.loans'),
        principal: mask(formatFiat(loans.data.owedUsdt.neg())),
        earnings: t('earn.collateral', { amount: mask(formatFiat(loans.data.collateralUsdt)) }),
      },
  ].filter((row) => !!row);
  return (
    <section className="assets-earn" aria-labelledby="assets-earn-title">
      <button type="button" className="assets-earn__head" onClick={() => navigateTo(ROUTES.financial)}>
        <h2 id="assets-earn-title">{t('earn.title')}</h2>
        <strong data-testid="assets-earn-total">
          {totalUsdt ? mask(formatFiat(totalUsdt)) : loading ? placeholder : '--'}
        </strong>
        <ChevronIcon />
      </button>
      {failed && <QueryError compact error={failed.error} onRetry={failed.refetch} />}
      <dl className="assets-earn__rows" aria-busy={loading}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              {row.principal}
              <small>{row.earnings}</small>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
