// Home: the site header, the popup notice, banners, quotes and news.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetUserInfo } from '@generated/api/account/account';
import { setUser, useSession } from '@/api/session';
import { QueryError, retryOf } from '@/components/query-error';
import { BannerSwiper } from './banner-swiper';
import { FeatureGrid } from './feature-grid';
import { HomeHeader } from './home-header';
import { NewsList } from './news-list';
import { NoticeDialog } from './notice-dialog';
import { QuoteList } from './quote-list';
import './home.css';

/** Keeps the stored user fresh while signed in (a 999 here ends the session as the rule says). */
function useFreshUser() {
  const { token } = useSession();
  const info = useGetUserInfo(undefined, { query: { enabled: Boolean(token), staleTime: 60_000 } });
  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data]);
  return info;
}

export function HomeScreen() {
  const { t } = useTranslation('common');
  const user = useFreshUser();
  return (
    <div className="home">
      <HomeHeader />
      {user.isError && <QueryError inline title={t('partial.profile')} {...retryOf(user)} />}
      <NoticeDialog />
      <BannerSwiper />
      <FeatureGrid />
      <QuoteList />
      <NewsList />
    </div>
  );
}
