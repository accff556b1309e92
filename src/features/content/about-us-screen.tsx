// About us: the site's logo, name and the app version, then the operators' page (sanitized HTML).
import { useTranslation } from 'react-i18next';
import { useGetAboutUs, useGetSiteConfig } from '@generated/api/content/content';
import { resolveImageUrl } from '@/api/image-url';
import { Page } from '@/components/page';
import { SitePageBody } from './site-page';
import { sitePageTitle } from './site-page-payload';
import './content.css';

const APP_VERSION = __APP_VERSION__;

export function AboutUsScreen() {
  const { t } = useTranslation('content');
  const page = useGetAboutUs(undefined, { query: { staleTime: 10 * 60_000 } });
  const site = useGetSiteConfig(undefined, { query: { staleTime: 10 * 60_000 }, request: { silent: true } });
  const logo = resolveImageUrl(site.data?.site_logo);

  const brand = (
    <section className="content-brand" aria-label={t('about.brand')}>
      {logo && <img src={logo} alt="" width={64} height={64} />}
      {site.data?.site_name && <strong className="content-brand__name">{site.data.site_name}</strong>}
      <span className="content-brand__version">{t('about.version', { version: APP_VERSION })}</span>
    </section>
  );

  return (
    <Page title={sitePageTitle(page.data) ?? t('about.title')} className="content">
      {brand}
      <SitePageBody query={page} />
    </Page>
  );
}
