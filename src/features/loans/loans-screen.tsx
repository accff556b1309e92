// Borrowing and repayment (`/pages/common/borrowing`): borrow against collateral, and my loans
// (active, ended) with repayment in part or in full. The tab is kept in the address (`?tab=`).
import { useTranslation } from 'react-i18next';
import { EarnPage, EarnTabs } from '@/components/earn-page';
import { useTabParam } from '@/hooks/use-tab-param';
import { BorrowPanel } from './borrow-panel';
import { MyLoans } from './my-loans';
import './loans.css';

const TABS = ['borrow', 'active', 'ended'] as const;

export function LoansScreen() {
  const { t } = useTranslation('loans');
  const [tab, show] = useTabParam(TABS);
  return (
    <EarnPage title={t('title')}>
      <EarnTabs value={tab} tabs={TABS.map((key) => ({ key, title: t(`tabs.${key}`) }))} onChange={show} />
      {tab === 'borrow' ? <BorrowPanel onDone={() => show('active')} /> : <MyLoans key={tab} status={tab} />}
    </EarnPage>
  );
}
