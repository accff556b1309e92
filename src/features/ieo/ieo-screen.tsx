// IEO projects (/project, 10 a page until a short page): warm-up, in progress, ended, each with a
// live countdown to its start or end, the issuance price (from /project/detail), the total
// issuance and the progress; live projects open the subscription page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { getListProjectsQueryKey, listProjects, useGetProject } from '@generated/api/ieo/ieo';
import type { Project, ProjectPage } from '@generated/model';
import { CoinBadge } from '@/components/coin-badge';
import { FigureList } from '@/components/figure-list';
import { Page } from '@/components/page';
import { PagedList, type ListPage } from '@/components/paged-list';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { formatFixed } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { WINDOW } from './ieo-terms';
import { WindowCountdown } from './window-countdown';
import '@/components/earn-card.css';

const PAGE_SIZE = 10;
const TAG = { warmup: 'earn-tag earn-tag--warm', live: 'earn-tag earn-tag--live', ended: 'earn-tag' } as const;

const projectRows = (page: ProjectPage): Project[] => (Array.isArray(page) ? page : page.list);

function IssuePrice({ project }: { project: Project }) {
  const locale = useLocale();
  const detail = useGetProject({ project_id: project.id }, { query: { staleTime: 60_000 } });
  const info = detail.data?.info;
  if (!info) return <span>--</span>;
  return <span>{`${formatAmount(info.price, locale, 8)} ${info.pay_currency_name ?? 'USDT'}`}</span>;
}

function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('ieo');
  const locale = useLocale();
  const { navigateTo } = useAppNavigation();
  const state = WINDOW[project.time_status];
  const percent = Math.min(100, Math.max(0, Number(formatFixed(project.percentage, 2)) || 0));
  return (
    <article className="earn-card" aria-labelledby={`ieo-${project.id}`}>
      <div className="earn-card__head">
        <CoinBadge name={project.currency_name} logo={project.logo} size={32} />
        <h2 className="earn-card__title" id={`ieo-${project.id}`}>
          {project.title}
        </h2>
        <span className={TAG[state]}>{t(`state.${state}`)}</span>
      </div>
      {project.summary && <p className="earn-muted">{project.summary}</p>}
      <p className="earn-card__note">
        <WindowCountdown state={state} startAt={project.start_at} endAt={project.end_at} />
      </p>
      <FigureList
        figures={[
          { label: t('fields.price'), value: <IssuePrice project={project} /> },
          {
            label: t('fields.total'),
            value: `${formatAmount(project.amount, locale, 8, 0)} ${project.currency_name}`,
          },
          { label: t('fields.start'), value: project.start_at },
          { label: t('fields.end'), value: project.end_at },
          ...(project.day !== undefined
            ? [{ label: t('fields.lock'), value: t('fields.daysValue', { count: project.day }) }]
            : []),
          {
            label: t('fields.subscribed'),
            value: `${formatAmount(project.total_sell, locale, 8, 0)} ${project.currency_name}`,
          },
        ]}
      />
      <div className="earn-card__note">
        <ProgressBar percent={percent} aria-label={t('fields.progress')} />
        <span>{t('fields.progressValue', { percent: formatFixed(project.percentage, 2) })}</span>
      </div>
      <div className="earn-card__actions">
        <Button
          size="small"
          color={state === 'live' ? 'primary' : 'default'}
          onClick={() => navigateTo(`${ROUTES.ieoSubscribe}?project_id=${project.id}`)}
        >
          {state === 'live' ? t('list.subscribe') : t('list.details')}
        </Button>
      </div>
    </article>
  );
}

export function IeoScreen() {
  const { t } = useTranslation('ieo');
  const { navigateTo } = useAppNavigation();
  const query = useInfiniteQuery({
    queryKey: [...getListProjectsQueryKey({ limit: PAGE_SIZE }), 'pages'],
    queryFn: async ({ pageParam, signal }): Promise<ListPage<Project>> => {
      const rows = projectRows(await listProjects({ page: pageParam, limit: PAGE_SIZE }, undefined, signal));
      return { rows, end: rows.length < PAGE_SIZE };
    },
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<Project>, _all, page: number) => (last.end ? undefined : page + 1),
  });
  return (
    <Page
      title={t('list.title')}
      right={
        <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.ieoOrder)}>
          {t('list.mine')}
        </button>
      }
    >
      <div className="earn">
        <PagedList
          query={query}
          label={t('list.projects')}
          emptyText={t('list.empty')}
          className="earn-list"
          rowKey={(project) => project.id}
          renderRow={(project) => <ProjectCard project={project} />}
        />
      </div>
    </Page>
  );
}
