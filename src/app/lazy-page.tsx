// A lazily loaded page: its chunk and its locale namespace load together; a loading view appears
// only after 200 ms; after 60 s, or on a failed download, the user gets an error and a retry.
import { createElement, startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';
import { countPageLoad } from './page-loading';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export const PAGE_LOAD_TIMEOUT = 60_000;
const LOADING_VIEW_DELAY = 200;
const loaded = new Map<PageLoader, ComponentType>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('page load timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function LazyPage({ load, namespaces }: { load: PageLoader; namespaces: readonly string[] }) {
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState(-1);
  const [slowAttempt, setSlowAttempt] = useState(-1);
  const [, setLoadedAttempt] = useState(-1);
  const component = loaded.get(load);
  const ready = component !== undefined && namespaces.every((ns) => i18next.hasLoadedNamespace(ns));

  useEffect(() => {
    if (ready) return;
    let active = true;
    const slow = setTimeout(() => active && setSlowAttempt(attempt), LOADING_VIEW_DELAY);
    countPageLoad(1);
    withTimeout(Promise.all([load(), i18next.loadNamespaces([...namespaces])]), PAGE_LOAD_TIMEOUT).then(
      ([module]) => {
        countPageLoad(-1);
        loaded.set(load, module.default);
        // The page's first render is a transition: React renders it in slices of a few
        // milliseconds, yielding to the browser in between, instead of in one long task that
        // blocks a tap while the page appears (the commit that shows it is still one step).
        if (active) startTransition(() => setLoadedAttempt(attempt));
      },
      () => {
        countPageLoad(-1);
        if (active) setFailedAttempt(attempt);
      },
    );
    return () => {
      active = false;
      clearTimeout(slow);
    };
  }, [load, namespaces, attempt, ready]);

  if (ready) return createElement(component);
  if (failedAttempt === attempt) return <PageFallback reason="load" onRetry={() => setAttempt((n) => n + 1)} />;
  return slowAttempt === attempt ? <PageLoading /> : null;
}

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('status.loading')}</span>
    </div>
  );
}

/** A page that could not show (its code did not load, or it crashed): what happened and a retry. */
export function PageFallback({ reason, onRetry }: { reason: 'load' | 'crash'; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const [title, text] =
    reason === 'load'
      ? [t('errors.pageLoadFailed'), t('errors.pageLoadHint')]
      : [t('errors.pageCrashed'), t('errors.pageCrashedHint')];
  return (
    <div className="page-fallback" role="alert">
      <p className="page-fallback__title">{title}</p>
      <p className="page-fallback__text">{text}</p>
      <button type="button" className="shell-button" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
