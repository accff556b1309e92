// webView (`/pages/common/webView?url=...&title=...`): shows a web page inside the app, in a
// sandboxed frame, only when its origin is on the allow-list of the site configuration (see
// src/hooks/use-web-view-allow-list.ts and src/lib/web-origins.ts). A refused address says so,
// names its host and offers no way to open it; an allowed one gets a toolbar to reload it or open
// it in the browser.
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { GlobalOutline, RedoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { DEV, useWebViewAllowList } from '@/hooks/use-web-view-allow-list';
import { checkWebUrl } from '@/lib/web-origins';
import { PageSkeleton } from './site-page';
import './content.css';

/** What the frame may do: run the page's own scripts and forms, open links in new tabs. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

function Refused({ host }: { host: string }) {
  const { t } = useTranslation('content');
  const { back } = useAppNavigation();
  return (
    <div className="content-state" role="alert">
      <ErrorBlock
        status="default"
        title={t('webView.refusedTitle')}
        description={host ? t('webView.refusedText', { host }) : t('webView.missing')}
      >
        <Button size="small" color="primary" fill="outline" onClick={() => back()}>
          {t('common:actions.back')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

function Frame({ url, host, title }: { url: string; host: string; title: string }) {
  const { t } = useTranslation('content');
  const [attempt, setAttempt] = useState(0);
  const [loadedAttempt, setLoadedAttempt] = useState(-1);
  const loading = loadedAttempt !== attempt;
  return (
    <div className="content-webview">
      <div className="content-webview__toolbar" role="toolbar" aria-label={t('webView.toolbar')}>
        <span className="content-webview__host" title={url}>
          {host}
        </span>
        <Button size="mini" fill="none" onClick={() => setAttempt((n) => n + 1)}>
          <RedoOutline aria-hidden="true" /> {t('webView.reload')}
        </Button>
        <Button
          size="mini"
          fill="none"
          onClick={() => {
            window.open(url, '_blank', 'noopener,noreferrer');
          }}
        >
          <GlobalOutline aria-hidden="true" /> {t('webView.openInBrowser')}
        </Button>
      </div>
      <div className="content-webview__frame">
        {loading && (
          <div className="content-webview__loading" role="status">
            <DotLoading color="primary" /> {t('common:status.loading')}
          </div>
        )}
        <iframe
          key={attempt}
          src={url}
          title={title}
          sandbox={FRAME_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoadedAttempt(attempt)}
        />
      </div>
    </div>
  );
}

export function WebViewScreen() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const raw = params.get('url') ?? '';
  const { origins, site } = useWebViewAllowList();
  const verdict = checkWebUrl(raw, origins, { dev: DEV });
  const given = (params.get('title') ?? '').trim().slice(0, 60);

  let body;
  let title = given || t('webView.title');
  if (verdict.allowed) {
    title = given || verdict.host;
    body = <Frame url={verdict.url} host={verdict.host} title={title} />;
  } else if (raw.trim() && site.isPending) {
    // The site configuration may still add the address's origin.
    body = <PageSkeleton />;
  } else if (raw.trim() && site.isError) {
    body = <QueryError error={site.error} onRetry={() => void site.refetch()} retrying={site.isFetching} />;
  } else {
    body = <Refused host={raw.trim() ? verdict.host : ''} />;
  }

  return (
    <Page title={title} className="content content--webview">
      {body}
    </Page>
  );
}
