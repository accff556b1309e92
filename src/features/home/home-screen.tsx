// Home: the site header, the popup notice, banners, quotes and news.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/api/session';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAfterContent } from '@/hooks/use-after-content';
import { useFreshUser } from '@/hooks/use-fresh-user';
import { BannerSwiper } from './banner-swiper';
import { FeatureGrid } from './feature-grid';
import { HomeHeader } from './home-header';
import { NewsList } from './news-list';
import { NoticeDialog } from './notice-dialog';
import { QuoteList } from './quote-list';
import './home.css';

// The bell's unread count failing, said under the header (loaded with the bell, after the content).
const HomeBellError = lazy(() => import('./home-bell').then((m) => ({ default: m.HomeBellError })));

function BellError() {
  const { token } = useSession();
  const ready = useAfterContent();
  if (!token || !ready) return null;
  return (
    <Suspense fallback={null}>
      <HomeBellError />
    </Suspense>
  );
}

export function HomeScreen() {
  const { t } = useTranslation('common');
  const user = useFreshUser();
  return (
    <div className="home">
      <HomeHeader />
      {user.isError && <QueryError inline title={t('partial.profile')} {...retryOf(user)} />}
      <BellError />
      <NoticeDialog />
      <BannerSwiper />
      <FeatureGrid />
      <QuoteList />
      <NewsList />
    </div>
  );
}
