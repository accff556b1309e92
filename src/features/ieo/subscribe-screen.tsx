// Subscribe to an IEO project (/project/detail, then /project/order): the issuance price in each
// pay currency, total issuance, cycle and lock period, the rules (sanitized HTML); the token
// amount, the pay currency and the cost (tokens × price, 8 decimals) against the spot balance,
// a confirmation, then one request. Warm-up and ended projects say why they cannot be subscribed.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getListProjectOrdersQueryKey,
  getListProjectsQueryKey,
  useCreateProjectOrder,
  useGetProject,
} from '@generated/api/ieo/ieo';
import type { ProjectInfo } from '@generated/model';
import { CoinBadge } from '@/components/coin-badge';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EarnCard, EarnTag } from '@/components/earn-card';
import { EarnPage } from '@/components/earn-page';
import { FigureList } from '@/components/figure-list';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { HtmlContent } from '@/components/html-content';
import { QueryStatus } from '@/components/query-status';
import { useEarnOrder } from '@/hooks/use-earn-order';
import { useLocale } from '@/hooks/use-locale';
import { useRecordId } from '@/hooks/use-record-id';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useSpotBalance } from '@/hooks/use-spot-balance';
import { amountProblem } from '@/lib/amount-problem';
import { formatAmount } from '@/lib/format';
import { ieoCost } from '@/lib/ieo-cost';
import { ROUTES } from '@/lib/routes';
import { payCurrencies, WINDOW } from './ieo-terms';
import { ProjectProgress, ProjectWindow } from './project-parts';
import { subscribeSchema, type SubscribeForm } from './subscribe-schema';
import { BalanceError } from '@/components/balance-error';

interface Draft {
  amount: string;
  currency: ReturnType<typeof payCurrencies>[number];
  cost: string;
}

function SubscribeFormView({ info }: { info: ProjectInfo }) {
  const { t } = useTranslation('ieo');
  const locale = useLocale();
  const currencies = payCurrencies(info);
  const create = useCreateProjectOrder();
  const order = useEarnOrder<Draft>(create.isPending, {
    request: (d) =>
      create.mutateAsync({
        data: { project_id: info.id, amount: d.amount, pay_currency: d.currency.id, price: d.cost },
      }),
    doneText: t('subscribe.done'),
    refresh: [getListProjectOrdersQueryKey(), getListProjectsQueryKey()],
    redirect: ROUTES.ieoOrder,
  });
  const draft = order.draft;
  const [payId, setPayId] = useState(currencies[0] ? String(currencies[0].id) : '');
  const currency = currencies.find((c) => String(c.id) === payId);
  const { available, wallets } = useSpotBalance({ name: currency?.name });
  const unitPrice = currency?.price;
  const schema = subscribeSchema({ unitPrice, balance: available });
  // useForm takes the newest options on every render: the rules follow the chosen currency.
  const form = useSchemaForm<SubscribeForm>(schema, { amount: '', payCurrency: payId });
  const chosenId = useWatch({ control: form.control, name: 'payCurrency' });
  if (chosenId !== undefined && chosenId !== payId) setPayId(chosenId);
  const amount = useWatch({ control: form.control, name: 'amount' }) ?? '';
  const cost = currency && amountProblem(amount, {}) === null ? ieoCost(amount.trim(), currency.price) : null;
  const state = WINDOW[info.time_status];

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
        busy={create.isPending}
        className="earn-form"
        onSubmit={(values) => {
          const chosen = currencies.find((c) => String(c.id) === values.payCurrency);
          if (!chosen) return;
          const amountText = values.amount.trim();
          order.open({ amount: amountText, currency: chosen, cost: ieoCost(amountText, chosen.price).toFixed() });
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
        <BalanceError wallets={wallets} />
        <SubmitButton className="earn-form__submit">{t('subscribe.submit')}</SubmitButton>
      </Form>
      <ConfirmDialog
        {...order.dialog}
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
  return (
    <EarnCard
      as="section"
      title={info.title}
      titleId="ieo-title"
      level={2}
      badge={<CoinBadge name={info.currency_name} logo={info.logo} size={32} />}
      tag={<EarnTag>{t(`state.${state}`)}</EarnTag>}
      intro={<ProjectWindow state={state} startAt={info.start_at} endAt={info.end_at} />}
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
    >
      <ProjectProgress percentage={info.percentage ?? '0'} />
    </EarnCard>
  );
}

export function IeoSubscribeScreen() {
  const { t } = useTranslation('ieo');
  const id = useRecordId('project_id');
  const project = useGetProject({ project_id: id ?? 0 }, { query: { enabled: id !== null } });
  const info = project.data?.info;
  return (
    <EarnPage title={t('subscribe.title')}>
      {id !== null ? (
        <QueryStatus query={project} lines={8} />
      ) : (
        <p className="earn-muted">{t('subscribe.notFound')}</p>
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
    </EarnPage>
  );
}
