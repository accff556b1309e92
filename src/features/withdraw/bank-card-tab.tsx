// Withdrawing to a bank card: the bound domestic and international cards (numbers masked) to choose
// the receiving one from, a way to bind or change each, and the withdrawal form for the chosen card.
import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetBankCard, useGetInternationalBankCard } from '@generated/api/withdraw/withdraw';
import type { Currency } from '@generated/model';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { boundCard, domesticCard, internationalCard, type BoundCard } from './bank-cards';
import { BankWithdrawForm } from './bank-withdraw-form';

interface CardQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface CardOptionProps {
  title: string;
  query: CardQuery;
  card: BoundCard | null;
  checked: boolean;
  onChoose: () => void;
  bindPath: string;
}

/** One kind of card: a radio to choose it when bound, and the way to bind or change it. */
function CardOption({ title, query, card, checked, onChoose, bindPath }: CardOptionProps) {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  if (query.isPending) return <Skeleton.Paragraph lineCount={3} animated />;
  return (
    <section className="bank-summary" aria-label={title}>
      <h3 className="bank-summary__title">{title}</h3>
      {query.isError && <QueryError {...retryOf(query)} compact />}
      {!query.isError && card && (
        <>
          <button
            type="button"
            role="radio"
            aria-checked={checked}
            className={checked ? 'bank-option bank-option--checked' : 'bank-option'}
            onClick={onChoose}
          >
            <span className="bank-summary__bank">{card.bank}</span>
            <span className="bank-summary__number mono">{card.account}</span>
            <span className="bank-summary__holder">{card.holder}</span>
          </button>
          <Button size="small" fill="outline" onClick={() => navigateTo(bindPath)}>
            {t('bankTab.change')}
          </Button>
        </>
      )}
      {!query.isError && !card && (
        <>
          <p className="bank-summary__empty">{t('bankTab.none')}</p>
          <Button size="small" color="primary" onClick={() => navigateTo(bindPath)}>
            {t('bankTab.bind')}
          </Button>
        </>
      )}
    </section>
  );
}

/** `coins`: the currencies that can be withdrawn to a card (fiat payouts). */
export function BankCardTab({ coins }: { coins: readonly Currency[] }) {
  const { t } = useTranslation('withdraw');
  const domestic = useGetBankCard(undefined);
  const international = useGetInternationalBankCard(undefined);
  const [chosen, setChosen] = useState<BoundCard['kind'] | null>(null);

  const options = [
    {
      kind: 'domestic',
      query: domestic,
      card: boundCard('domestic', domesticCard(domestic.data)),
      bindPath: ROUTES.bankCard,
    },
    {
      kind: 'international',
      query: international,
      card: boundCard('international', internationalCard(international.data)),
      bindPath: ROUTES.bankCardInternational,
    },
  ] as const;
  const bound = options.map((option) => option.card).filter((c): c is BoundCard => c !== null);
  const card = bound.find((c) => c.kind === chosen) ?? bound[0];

  return (
    <div className="bank-tab">
      <p className="bank-tab__hint">{t('bankTab.hint')}</p>
      <div className="bank-tab__cards" role="radiogroup" aria-label={t('bankTab.chooseCard')}>
        {options.map((option) => (
          <CardOption
            key={option.kind}
            title={t(`bankTab.${option.kind}`)}
            query={option.query}
            card={option.card}
            checked={card?.kind === option.kind}
            onChoose={() => setChosen(option.kind)}
            bindPath={option.bindPath}
          />
        ))}
      </div>
      {card && coins.length === 0 && <p className="empty-text">{t('bankTab.noCoin')}</p>}
      {card && coins.length > 0 && <BankWithdrawForm coins={coins} card={card} />}
    </div>
  );
}
