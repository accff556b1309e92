// A page of the account area that needs the signed-in user: a placeholder while /user/info loads,
// the error with a retry when it fails, then the content for the user.
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { User } from '@generated/model';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAccountUser } from './use-account-user';
import './account.css';

interface UserLoadProps {
  info: ReturnType<typeof useAccountUser>['info'];
  /** Shown while /user/info loads. */
  placeholder: ReactNode;
}

/** What stands for the user while none is stored: the placeholder, or the failure with a retry. */
export function UserLoad({ info, placeholder }: UserLoadProps) {
  if (info.isPending) return placeholder;
  if (info.isError) {
    return <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  }
  return null;
}

interface AccountUserPageProps {
  title: string;
  children: (user: User) => ReactNode;
  /** Shown whether or not the user has loaded (a sheet opened from the URL). */
  after?: (user: User | null) => ReactNode;
  /** Shown while /user/info loads (a few lines by default). */
  placeholder?: ReactNode;
}

export function AccountUserPage({ title, children, after, placeholder }: AccountUserPageProps) {
  const { user, info } = useAccountUser();
  return (
    <Page title={title} className="account">
      {user ? (
        children(user)
      ) : (
        <UserLoad
          info={info}
          placeholder={
            placeholder ?? (
              <div className="account-section" aria-busy="true">
                <Skeleton.Title animated />
                <Skeleton.Paragraph lineCount={5} animated />
              </div>
            )
          }
        />
      )}
      {after?.(user ?? null)}
    </Page>
  );
}
