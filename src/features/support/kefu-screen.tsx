// Customer service (`/pages/kefu/index`): loads the third-party live-chat widget of the site
// configuration when the page opens (see widget.ts for how the address is used), shows that it is
// connecting, says clearly when the chat cannot be loaded (error or 15 s without an answer) with a
// retry, and always offers the other ways to reach the operators.
import { Button, DotLoading, ErrorBlock, List, Result } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSiteConfig } from '@generated/api/content/content';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { allowedByPolicy, loadWidgetScript, supportWidget, WIDGET_TIMEOUT_MS, type Widget } from './widget';
import './support.css';

type Status = 'loading' | 'ready' | 'failed';

/** The status of the current attempt: attempts that were replaced by a retry are ignored. */
function useAttempt() {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; status: Status } | null>(null);
  const status: Status = outcome?.attempt === attempt ? outcome.status : 'loading';
  // The first outcome of an attempt wins (a frame that loaded does not time out afterwards).
  const settle = useCallback(
    (of: number, next: Status) =>
      setOutcome((previous) => (previous?.attempt === of ? previous : { attempt: of, status: next })),
    [],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { attempt, status, settle, retry };
}

function Connecting() {
  const { t } = useTranslation('support');
  return (
    <div className="support-state support-state--loading" role="status" aria-busy="true">
      <DotLoading color="primary" />
      <span>{t('loading')}</span>
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('support');
  return (
    <div className="support-state" role="alert">
      <ErrorBlock status="default" title={t('failedTitle')} description={t('failedText')}>
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

function ScriptWidget({ src }: { src: string }) {
  const { t } = useTranslation('support');
  const { attempt, status, settle, retry } = useAttempt();
  useEffect(() => {
    let active = true;
    loadWidgetScript(src, WIDGET_TIMEOUT_MS).then(
      () => active && settle(attempt, 'ready'),
      () => active && settle(attempt, 'failed'),
    );
    return () => {
      active = false;
    };
  }, [src, attempt, settle]);
  if (status === 'loading') return <Connecting />;
  if (status === 'failed') return <Failed onRetry={retry} />;
  return (
    <div className="support-state" role="status">
      <Result status="success" title={t('readyTitle')} description={t('readyText')} />
    </div>
  );
}

function FrameWidget({ src }: { src: string }) {
  const { t } = useTranslation('support');
  const { attempt, status, settle, retry } = useAttempt();
  useEffect(() => {
    const timer = setTimeout(() => settle(attempt, 'failed'), WIDGET_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src, attempt, settle]);
  if (status === 'failed') return <Failed onRetry={retry} />;
  return (
    <div className="support-frame">
      {status === 'loading' && <Connecting />}
      <iframe
        key={attempt}
        src={src}
        title={t('frameTitle')}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => settle(attempt, 'ready')}
      />
    </div>
  );
}

function ChatWidget({ widget }: { widget: Widget }) {
  return widget.kind === 'script' ? <ScriptWidget src={widget.url} /> : <FrameWidget src={widget.url} />;
}

export function KefuScreen() {
  const { t } = useTranslation('support');
  const { navigateTo } = useAppNavigation();
  const site = useGetSiteConfig(undefined, { query: { staleTime: 10 * 60_000 } });
  const widget = site.data ? supportWidget(site.data.support_url, { dev: import.meta.env.DEV }) : null;

  let body;
  if (site.isPending) body = <Connecting />;
  else if (site.isError) {
    body = <QueryError error={site.error} onRetry={() => void site.refetch()} retrying={site.isFetching} />;
  } else if (!widget) {
    body = (
      <div className="support-state" role="status">
        <ErrorBlock status="empty" title={t('unavailableTitle')} description={t('unavailableText')} />
      </div>
    );
  } else if (!allowedByPolicy(widget, import.meta.env)) {
    // The build does not list the chat's origin (VITE_SUPPORT_ORIGIN): the browser would refuse it.
    body = (
      <div className="support-state" role="status">
        <ErrorBlock status="disconnected" title={t('blockedTitle')} description={t('blockedText')} />
      </div>
    );
  } else {
    body = <ChatWidget widget={widget} />;
  }

  return (
    <Page title={t('title')} className="support">
      {body}
      <List header={t('otherWays')} className="support-list">
        <List.Item onClick={() => navigateTo(ROUTES.contactUs)}>{t('contactUs')}</List.Item>
        <List.Item onClick={() => navigateTo(ROUTES.faq)}>{t('helpCentre')}</List.Item>
      </List>
    </Page>
  );
}
