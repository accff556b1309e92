// Withdrawing to a bank card: the saved domestic and international cards (number masked), or a
// way to bind one.
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useGetBankCard, useGetInternationalBankCard } from '@generated/api/withdraw/withdraw';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { domesticCard, internationalCard } from './bank-cards';
import { maskAccount } from './text';

interface CardSummaryProps {
  title: string;
  card: { real_name: string; bank_account: string; bank_name: string } | null;
  bindPath: string;
}

function CardSummary({ title, card, bindPath }: CardSummaryProps) {
  const { t } = useTranslation('withdraw');
  const { navigateTo } = useAppNavigation();
  return (
    <section className="bank-summary" aria-label={title}>
      <h3 className="bank-summary__title">{title}</h3>
      {card ? (
        <>
          <p className="bank-summary__bank">{card.bank_name}</p>
          <p className="bank-summary__number mono">{maskAccount(card.bank_account)}</p>
          <p className="bank-summary__holder">{card.real_name}</p>
          <Button size="small" fill="outline" onClick={() => navigateTo(bindPath)}>
            {t('bankTab.change')}
          </Button>
        </>
      ) : (
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

export function BankCardTab() {
  const { t } = useTranslation('withdraw');
  const domestic = useGetBankCard(undefined);
  const international = useGetInternationalBankCard(undefined);

  return (
    <div className="bank-tab">
      <p className="bank-tab__hint">{t('bankTab.hint')}</p>
      {domestic.isPending && <Skeleton.Paragraph lineCount={3} animated />}
      {domestic.isError && (
        <QueryError
          error={domestic.error}
          onRetry={() => void domestic.refetch()}
          retrying={domestic.isFetching}
          compact
        />
      )}
      {domestic.isSuccess && (
        <CardSummary title={t('bankTab.domestic')} card={domesticCard(domestic.data)} bindPath={ROUTES.bankCard} />
      )}
      {international.isPending && <Skeleton.Paragraph lineCount={3} animated />}
      {international.isError && (
        <QueryError
          error={international.error}
          onRetry={() => void international.refetch()}
          retrying={international.isFetching}
          compact
        />
      )}
      {international.isSuccess && (
        <CardSummary
          title={t('bankTab.international')}
          card={internationalCard(international.data)}
          bindPath={ROUTES.bankCardInternational}
        />
      )}
    </div>
  );
}
