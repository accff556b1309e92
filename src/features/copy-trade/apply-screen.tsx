// Become a trader (the proposed /follow/apply): where the user's application stands (under review,
// approved, or refused with the reason) and, when none is under review, the application itself:
// trading style (10-200 characters) and contract trading experience, confirmed, sent once.
import { useQueryClient } from '@tanstack/react-query';
import { NoticeBar, Skeleton, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getGetTraderApplicationQueryKey,
  useApplyTrader,
  useGetTraderApplication,
} from '@generated/api/copy-trade/copy-trade';
import type { ApplyTraderRequest, ApplyTraderRequestExperience, TraderApplication } from '@generated/model';
import { DraftConfirm } from '@/components/draft-confirm';
import { Form, SubmitButton } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { useKitField } from '@/components/form/use-kit-field';
import { FormField } from '@/components/form-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { lengthInRange } from '@/lib/validators';
import { useCopyFormat } from './copy-figures';
import './copy-trade.css';

const EXPERIENCES: readonly ApplyTraderRequestExperience[] = [1, 2, 3];
const INTRO_MIN = 10;
const INTRO_MAX = 200;

interface ApplyForm {
  introduction: string;
  /** "1", "2" or "3"; empty until chosen. */
  experience: string;
}

const applyResolver: Resolver<ApplyForm> = (values) => {
  const errors: FieldErrors<ApplyForm> = {};
  if (!lengthInRange(values.introduction.trim(), INTRO_MIN, INTRO_MAX))
    errors.introduction = { type: 'validate', message: 'apply.errors.introductionLength' };
  if (!EXPERIENCES.map(String).includes(values.experience))
    errors.experience = { type: 'validate', message: 'apply.errors.experience' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The introduction: a text area bound through the kit. */
function IntroductionField() {
  const { t } = useTranslation('copy-trade');
  const { field, id, error } = useKitField('introduction');
  return (
    <FormField id={id} label={t('apply.introduction')} error={error}>
      <TextArea
        id={id}
        value={field.value as string}
        onChange={field.onChange}
        onBlur={field.onBlur}
        placeholder={t('apply.introductionPlaceholder')}
        maxLength={INTRO_MAX}
        showCount
        rows={4}
      />
    </FormField>
  );
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
  const apply = useApplyTrader();
  const [draft, setDraft] = useState<ApplyTraderRequest | null>(null);
  const form = useForm<ApplyForm>({
    defaultValues: {
      introduction: previous.introduction ?? '',
      experience: previous.experience === null ? '' : String(previous.experience),
    },
    resolver: applyResolver,
    mode: 'onTouched',
  });

  function review(values: ApplyForm): void {
    const experience = EXPERIENCES.find((value) => String(value) === values.experience);
    if (experience !== undefined) setDraft({ introduction: values.introduction.trim(), experience });
  }

  return (
    <>
      <Form form={form} id="apply" ns="copy-trade" busy={apply.isPending} onSubmit={review} className="copy-form">
        <IntroductionField />
        <SelectField
          name="experience"
          label={t('apply.experience')}
          title={t('apply.experience')}
          placeholder={t('apply.experience')}
          options={EXPERIENCES.map((value) => ({ value: String(value), label: t(`apply.experienceOptions.${value}`) }))}
        />
        <SubmitButton>{t('apply.submit')}</SubmitButton>
      </Form>
      <DraftConfirm
        draft={draft}
        onClose={() => setDraft(null)}
        rows={(held) => [
          { label: t('apply.introduction'), value: held.introduction },
          { label: t('apply.experience'), value: t(`apply.experienceOptions.${held.experience}`) },
        ]}
        send={(held) => apply.mutateAsync({ data: held })}
        onSent={async () => {
          Toast.show({ content: t('apply.done'), duration: 1500 });
          await queryClient.invalidateQueries({ queryKey: getGetTraderApplicationQueryKey() });
        }}
        title={t('apply.confirmTitle')}
        confirmText={t('apply.confirm')}
        cancelText={t('apply.cancel')}
        pending={apply.isPending}
      >
        <p className="confirm-dialog__note">{t('apply.confirmText')}</p>
      </DraftConfirm>
    </>
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
