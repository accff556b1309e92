// Borrowing and repayment (`/pages/common/borrowing`): borrow against collateral, and my loans
// (active, ended) with repayment in part or in full. The tab is kept in the address (`?tab=`).
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { BorrowPanel } from './borrow-panel';
import { MyLoans } from './my-loans';
import '@/components/earn-card.css';
import './loans.css';

const TABS = ['borrow', 'active', 'ended'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export function LoansScreen() {
  const { t } = useTranslation('loans');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'borrow';
  const show = (next: string) => setParams({ tab: next }, { replace: true });
  return (
    <Page title={t('title')}>
      <div className="earn">
        <Tabs activeKey={tab} onChange={show} className="earn-segment">
          {TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`tabs.${key}`)} />
          ))}
        </Tabs>
        {tab === 'borrow' ? <BorrowPanel onDone={() => show('active')} /> : <MyLoans key={tab} status={tab} />}
      </div>
    </Page>
  );
}
