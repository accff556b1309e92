// Operational compliance: the operators' statement of licences, verification levels and limits,
// and risk notices (sanitized HTML).
import { useTranslation } from 'react-i18next';
import { useGetOperationalCompliance } from '@generated/api/content/content';
import { Page } from '@/components/page';
import { SitePageBody } from './site-page';
import { sitePageTitle } from './site-page-payload';
import './content.css';

export function ComplianceScreen() {
  const { t } = useTranslation('content');
  const page = useGetOperationalCompliance(undefined, { query: { staleTime: 10 * 60_000 } });
  return (
    <Page title={sitePageTitle(page.data) ?? t('compliance.title')} className="content">
      <SitePageBody query={page} />
    </Page>
  );
}
