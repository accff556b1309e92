// Subscribe to an IEO project (/project/detail, then /project/order): the issuance price in each
// pay currency, total issuance, cycle and lock period, the rules (sanitized HTML); the token
// amount, the pay currency and the cost (tokens × price, 8 decimals) against the spot balance,
// a confirmation, then one request. Warm-up and ended projects say why they cannot be subscribed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ProgressBar, Skeleton, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getListProjectOrdersQueryKey,
  getListProjectsQueryKey,
  useCreateProjectOrder,
  useGetProject,
} from '@generated/api/ieo/ieo';
import type { ProjectInfo } from '@generated/model';
import { CoinBadge } from '@/components/coin-badge';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FigureList } from '@/components/figure-list';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { HtmlContent } from '@/components/html-content';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { useReportError } from '@/hooks/use-report-error';
import { spotBalanceQueryKey, useSpotBalance } from '@/hooks/use-spot-balance';
import { amountProblem } from '@/lib/amount-problem';
import { formatAmount } from '@/lib/format';
import { formatFixed } from '@/lib/format';
import { ieoCost } from '@/lib/ieo-cost';
import { ROUTES } from '@/lib/routes';
import { payCurrencies, WINDOW } from './ieo-terms';
import { subscribeSchema, type SubscribeForm } from './subscribe-schema';
import { WindowCountdown } from './window-countdown';
import '@/components/earn-card.css';

const REDIRECT_MS = 1200;

interface Draft {
  amount: string;
  currency: ReturnType<typeof payCurrencies>[number];
  cost: string;
}

function SubscribeFormView({ info }: { info: ProjectInfo }) {
  const { t } = useTranslation('ieo');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const { redirectTo } = useAppNavigation();
  const currencies = payCurrencies(info);
  const order = useCreateProjectOrder();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [payId, setPayId] = useState(currencies[0] ? String(currencies[0].id) : '');
  const currency = currencies.find((c) => String(c.id) === payId);
  const { available } = useSpotBalance({ name: currency?.name });
  const unitPrice = currency?.price;
  const schema = subscribeSchema({ unitPrice, balance: available });
  // useForm takes the newest options on every render: the rules follow the chosen currency.
  const form = useForm<SubscribeForm>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', payCurrency: payId },
    mode: 'onTouched',
  });
  const chosenId = useWatch({ control: form.control, name: 'payCurrency' });
  if (chosenId !== undefined && chosenId !== payId) setPayId(chosenId);
  const amount = useWatch({ control: form.control, name: 'amount' }) ?? '';
  const cost = currency && amountProblem(amount, {}) === null ? ieoCost(amount.trim(), currency.price) : null;
  const state = WINDOW[info.time_status];

  async function send(): Promise<void> {
    if (!draft) return;
    try {
      const answer = await order.mutateAsync({
        data: { project_id: info.id, amount: draft.amount, pay_currency: draft.currency.id, price: draft.cost },
      });
      setDraft(null);
      Toast.show({ content: answer || t('subscribe.done') });
      void queryClient.invalidateQueries({ queryKey: getListProjectOrdersQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListProjectsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: spotBalanceQueryKey() });
      setTimeout(() => redirectTo(ROUTES.ieoOrder), REDIRECT_MS);
    } catch (error) {
      setDraft(null);
      reportError(error);
    }
  }

  if (state !== 'live') {
    return (
      <p className="earn-card earn-card__note" role="status" data-testid="ieo-refused">
        {t(state === 'warmup' ? 'subscribe.notStarted' : 'subscribe.ended')}
      </p>
    );
  }
  return (
    <>
      <Form
        form={form}
        id="ieo-subscribe"
        ns="ieo"
        busy={order.isPending}
        className="earn-form"
        onSubmit={(values) => {
          const chosen = currencies.find((c) => String(c.id) === values.payCurrency);
          if (!chosen) return;
          const amountText = values.amount.trim();
          setDraft({ amount: amountText, currency: chosen, cost: ieoCost(amountText, chosen.price).toFixed() });
        }}
      >
        <SelectField
          name="payCurrency"
          label={t('subscribe.payCurrency')}
          title={t('subscribe.payCurrency')}
          placeholder={t('subscribe.payCurrencyPlaceholder')}
          options={currencies.map((c) => ({
            value: String(c.id),
            label: `${c.name} · 1 ${info.currency_name} = ${formatAmount(c.price, locale, 8)} ${c.name}`,
          }))}
        />
        <AmountField
          name="amount"
          label={t('subscribe.amount')}
          unit={info.currency_name}
          decimals={10}
          placeholder={t('subscribe.amountPlaceholder')}
        />
        <FigureList
          figures={[
            {
              label: t('subscribe.cost'),
              value: cost && currency ? `${formatAmount(cost, locale, 8)} ${currency.name}` : '--',
              testId: 'ieo-cost',
            },
            {
              label: t('subscribe.available'),
              value:
                available !== undefined && currency ? `${formatAmount(available, locale, 8)} ${currency.name}` : '--',
              testId: 'ieo-available',
            },
          ]}
        />
        <SubmitButton className="earn-form__submit">{t('subscribe.submit')}</SubmitButton>
      </Form>
      <ConfirmDialog
        visible={draft !== null}
        title={t('subscribe.confirmTitle')}
        rowsTestId="ieo-confirm"
        rows={
          draft
            ? [
                { label: t('subscribe.project'), value: info.title },
                {
                  label: t('subscribe.amount'),
                  value: `${formatAmount(draft.amount, locale, 10)} ${info.currency_name}`,
                },
                {
                  label: t('fields.price'),
                  value: `${formatAmount(draft.currency.price, locale, 8)} ${draft.currency.name}`,
                },
                {
                  label: t('subscribe.cost'),
                  value: `${formatAmount(draft.cost, locale, 8)} ${draft.currency.name}`,
                  className: 'confirm-dialog__row--total',
                },
                { label: t('fields.lock'), value: t('fields.daysValue', { count: info.day ?? 0 }) },
              ]
            : []
        }
        confirmText={t('subscribe.confirm')}
        pending={order.isPending}
        onConfirm={send}
        onCancel={() => setDraft(null)}
      >
        <p className="earn-card__note">{t('subscribe.confirmNote')}</p>
      </ConfirmDialog>
    </>
  );
}

function ProjectTerms({ info }: { info: ProjectInfo }) {
  const { t } = useTranslation('ieo');
  const locale = useLocale();
  const state = WINDOW[info.time_status];
  const percent = Math.min(100, Math.max(0, Number(formatFixed(info.percentage ?? '0', 2)) || 0));
  return (
    <section className="earn-card" aria-labelledby="ieo-title">
      <div className="earn-card__head">
        <CoinBadge name={info.currency_name} logo={info.logo} size={32} />
        <h2 className="earn-card__title" id="ieo-title">
          {info.title}
        </h2>
        <span className="earn-tag">{t(`state.${state}`)}</span>
      </div>
      <p className="earn-card__note">
        <WindowCountdown state={state} startAt={info.start_at} endAt={info.end_at} />
      </p>
      <FigureList
        figures={[
          {
            label: t('fields.price'),
            value: payCurrencies(info)
              .map((c) => `${formatAmount(c.price, locale, 8)} ${c.name}`)
              .join(' / '),
            wide: true,
          },
          { label: t('fields.total'), value: `${formatAmount(info.amount, locale, 8, 0)} ${info.currency_name}` },
          { label: t('fields.lock'), value: t('fields.daysValue', { count: info.day ?? 0 }) },
          { label: t('fields.cycle'), value: `${info.start_at} – ${info.end_at}`, wide: true },
        ]}
      />
      <div className="earn-card__note">
        <ProgressBar percent={percent} aria-label={t('fields.progress')} />
        <span>{t('fields.progressValue', { percent: formatFixed(info.percentage ?? '0', 2) })}</span>
      </div>
    </section>
  );
}

export function IeoSubscribeScreen() {
  const { t } = useTranslation('ieo');
  const [params] = useSearchParams();
  const id = Number(params.get('project_id'));
  const valid = Number.isInteger(id) && id > 0;
  const project = useGetProject({ project_id: id }, { query: { enabled: valid } });
  const info = project.data?.info;
  return (
    <Page title={t('subscribe.title')}>
      <div className="earn">
        {!valid && <p className="earn-muted">{t('subscribe.notFound')}</p>}
        {valid && project.isPending && <Skeleton.Paragraph lineCount={8} animated />}
        {project.isError && (
          <QueryError error={project.error} onRetry={() => void project.refetch()} retrying={project.isFetching} />
        )}
        {info && (
          <>
            <ProjectTerms info={info} />
            <SubscribeFormView info={info} />
            {info.content && (
              <section className="earn-card" aria-label={t('subscribe.rules')} style={{ marginTop: 12 }}>
                <h2 className="earn-preview__title">{t('subscribe.rules')}</h2>
                <HtmlContent html={info.content} />
              </section>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
