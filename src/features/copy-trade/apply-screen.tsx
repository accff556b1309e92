// Become a trader (the proposed /follow/apply): where the user's application stands (under review,
// approved, or refused with the reason) and, when none is under review, the application itself:
// trading style (10-200 characters) and contract trading experience, confirmed, sent once.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, NoticeBar, Selector, Skeleton, TextArea, Toast } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getGetTraderApplicationQueryKey,
  useApplyTrader,
  useGetTraderApplication,
} from '@generated/api/copy-trade/copy-trade';
import type { ApplyTraderRequestExperience, TraderApplication } from '@generated/model';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { lengthInRange } from '@/lib/validators';
import { useCopyFormat } from './copy-figures';
import './copy-trade.css';

const EXPERIENCES: readonly ApplyTraderRequestExperience[] = [1, 2, 3];
const INTRO_MIN = 10;
const INTRO_MAX = 200;

interface ApplyForm {
  introduction: string;
  experience: ApplyTraderRequestExperience | null;
}

function Status({ application }: { application: TraderApplication }) {
  const { t } = useTranslation('copy-trade');
  const format = useCopyFormat();
  if (application.status === 'none') return null;
  const color = application.status === 'approved' ? 'success' : application.status === 'pending' ? 'info' : 'error';
  const text =
    application.status === 'rejected'
      ? application.reason
        ? t('apply.status.rejected', { reason: application.reason })
        : t('apply.status.rejectedNoReason')
      : t(`apply.status.${application.status}`);
  return (
    <div className="copy-apply-status" role="status">
      <NoticeBar color={color} content={text} wrap />
      {application.create_time !== null && (
        <p className="copy-hint">{t('apply.sentOn', { date: format.date(application.create_time) })}</p>
      )}
      {application.status === 'rejected' && <p className="copy-hint">{t('apply.again')}</p>}
    </div>
  );
}

function ApplyFormView({ previous }: { previous: TraderApplication }) {
  const { t } = useTranslation('copy-trade');
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const apply = useApplyTrader();
  const form = useForm<ApplyForm>({
    defaultValues: { introduction: previous.introduction ?? '', experience: previous.experience ?? null },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  async function onSubmit(values: ApplyForm): Promise<void> {
    if (values.experience === null) return;
    const confirmed = await Dialog.confirm({
      title: t('apply.confirmTitle'),
      content: t('apply.confirmText'),
      confirmText: t('apply.confirm'),
      cancelText: t('apply.cancel'),
    });
    if (!confirmed) return;
    try {
      await apply.mutateAsync({ data: { introduction: values.introduction.trim(), experience: values.experience } });
      Toast.show({ content: t('apply.done'), duration: 1500 });
      await queryClient.invalidateQueries({ queryKey: getGetTraderApplicationQueryKey() });
    } catch (error) {
      reportError(error);
    }
  }
  const submit = useClickGuard(() => form.handleSubmit(onSubmit)(), apply.isPending);

  return (
    <form
      className="copy-form"
      noValidate
      aria-label={t('apply.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Controller
        control={form.control}
        name="introduction"
        rules={{ validate: (value) => lengthInRange(value.trim(), INTRO_MIN, INTRO_MAX) || 'introductionLength' }}
        render={({ field }) => (
          <FormField
            id="apply-introduction"
            label={t('apply.introduction')}
            error={errors.introduction ? t('apply.errors.introductionLength') : undefined}
          >
            <TextArea
              id="apply-introduction"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('apply.introductionPlaceholder')}
              maxLength={INTRO_MAX}
              showCount
              rows={4}
            />
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="experience"
        rules={{ validate: (value) => value !== null || 'experience' }}
        render={({ field }) => (
          <div className="form-field">
            <p className="form-field__label" id="apply-experience-label">
              {t('apply.experience')}
            </p>
            <Selector
              aria-labelledby="apply-experience-label"
              columns={1}
              value={field.value === null ? [] : [field.value]}
              onChange={(values) => field.onChange(values[0] ?? null)}
              options={EXPERIENCES.map((value) => ({ value, label: t(`apply.experienceOptions.${value}`) }))}
            />
            {errors.experience && (
              <p className="form-field__error" role="alert">
                {t('apply.errors.experience')}
              </p>
            )}
          </div>
        )}
      />
      <Button type="submit" color="primary" block loading={apply.isPending} disabled={apply.isPending}>
        {t('apply.submit')}
      </Button>
    </form>
  );
}

export function ApplyTraderScreen() {
  const { t } = useTranslation('copy-trade');
  const application = useGetTraderApplication(undefined, { request: { silent: true } });
  return (
    <Page title={t('apply.title')}>
      <div className="copy-page">
        <p className="copy-apply-intro">{t('apply.intro')}</p>
        {application.isPending && (
          <div role="status" aria-label={t('list.loading')}>
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        )}
        {!application.data && application.isError && (
          <QueryError
            error={application.error}
            onRetry={() => void application.refetch()}
            retrying={application.isFetching}
          />
        )}
        {application.data && (
          <>
            <Status application={application.data} />
            {(application.data.status === 'none' || application.data.status === 'rejected') && (
              <ApplyFormView previous={application.data} />
            )}
          </>
        )}
      </div>
    </Page>
  );
}
