// IEO projects (/project, 10 a page until a short page): warm-up, in progress, ended, each with a
// live countdown to its start or end, the issuance price (from /project/detail), the total
// issuance and the progress; live projects open the subscription page.
import { useTranslation } from 'react-i18next';
import { getListProjectsQueryKey, listProjects, useGetProject } from '@generated/api/ieo/ieo';
import type { Project, ProjectPage } from '@generated/model';
import { CoinBadge } from '@/components/coin-badge';
import { EarnCard, EarnTag } from '@/components/earn-card';
import { EarnPage } from '@/components/earn-page';
import { PagedList } from '@/components/paged-list';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useListPages } from '@/hooks/use-list-pages';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { WINDOW } from './ieo-terms';
import { ProjectProgress, ProjectWindow } from './project-parts';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';

const PAGE_SIZE = 10;
const TONE = { warmup: 'warm', live: 'live', ended: undefined } as const;

const projectRows = (page: ProjectPage): Project[] => (Array.isArray(page) ? page : page.list);

function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('ieo');
  const locale = useLocale();
  const { navigateTo } = useAppNavigation();
  const state = WINDOW[project.time_status];
  // The issuance price comes from the project's detail: '--' until it is there, and the reason
  // with a retry under the figures when it cannot be loaded.
  const detail = useGetProject({ project_id: project.id }, { query: { staleTime: 60_000 } });
  const info = detail.data?.info;
  const price = info ? `${formatAmount(info.price, locale, 8)} ${info.pay_currency_name ?? 'USDT'}` : '--';
  return (
    <EarnCard
      title={project.title}
      titleId={`ieo-${project.id}`}
      level={2}
      badge={<CoinBadge name={project.currency_name} logo={project.logo} size={32} />}
      tag={<EarnTag tone={TONE[state]}>{t(`state.${state}`)}</EarnTag>}
      intro={
        <>
          {project.summary && <p className="earn-muted">{project.summary}</p>}
          <ProjectWindow state={state} startAt={project.start_at} endAt={project.end_at} />
        </>
      }
      figures={[
        { label: t('fields.price'), value: price },
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
      action={{
        label: state === 'live' ? t('list.subscribe') : t('list.details'),
        color: state === 'live' ? 'primary' : 'default',
        onClick: () => navigateTo(`${ROUTES.ieoSubscribe}?project_id=${project.id}`),
      }}
    >
      {detail.isError && <QueryError inline title={t('fields.price')} {...retryOf(detail)} />}
      <ProjectProgress percentage={project.percentage} />
    </EarnCard>
  );
}

export function IeoScreen() {
  const { t } = useTranslation('ieo');
  const query = useListPages(getListProjectsQueryKey({ limit: PAGE_SIZE }), async (page, signal) => {
    const rows = projectRows(await listProjects({ page, limit: PAGE_SIZE }, undefined, signal));
    return { rows, end: rows.length < PAGE_SIZE };
  });
  return (
    <EarnPage title={t('list.title')} link={{ to: ROUTES.ieoOrder, label: t('list.mine') }}>
      <PagedList
        query={query}
        label={t('list.projects')}
        emptyText={t('list.empty')}
        className="earn-list"
        rowKey={(project) => project.id}
        renderRow={(project) => <ProjectCard project={project} />}
      />
    </EarnPage>
  );
}
