// Home: the site header, the popup notice, banners, quotes and news.
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useFreshUser } from '@/hooks/use-fresh-user';
import { BannerSwiper } from './banner-swiper';
import { FeatureGrid } from './feature-grid';
import { HomeBellError } from './home-bell';
import { HomeHeader } from './home-header';
import { NewsList } from './news-list';
import { NoticeDialog } from './notice-dialog';
import { QuoteList } from './quote-list';
import './home.css';

export function HomeScreen() {
  const { t } = useTranslation('common');
  const user = useFreshUser();
  return (
    <div className="home">
      <HomeHeader />
      {user.isError && <QueryError inline title={t('partial.profile')} {...retryOf(user)} />}
      <HomeBellError />
      <NoticeDialog />
      <BannerSwiper />
      <FeatureGrid />
      <QuoteList />
      <NewsList />
    </div>
  );
}
