// A page of the account area that needs the signed-in user: a placeholder while /user/info loads,
// the error with a retry when it fails, then the content for the user.
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { User } from '@generated/model';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAccountUser } from './use-account-user';
import './account.css';

interface AccountUserPageProps {
  title: string;
  children: (user: User) => ReactNode;
  /** Shown whether or not the user has loaded (a sheet opened from the URL). */
  after?: (user: User | null) => ReactNode;
}

export function AccountUserPage({ title, children, after }: AccountUserPageProps) {
  const { user, info } = useAccountUser();
  return (
    <Page title={title} className="account">
      {!user && info.isPending && (
        <div className="account-section" aria-busy="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      )}
      {!user && info.isError && (
        <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      )}
      {user && children(user)}
      {after?.(user ?? null)}
    </Page>
  );
}
