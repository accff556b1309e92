// Identity verification: where the user stands at the basic and the advanced level (/real/state:
// unverified, in review, verified, failed), what each level allows (§6), the rule that the e-mail
// address and the phone must be bound first, and the form of the next level: document type, name
// and number (real_type 1), then photos of both sides uploaded through /upload (real_type 2).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { getGetUserInfoQueryKey } from '@generated/api/account/account';
import { getGetRealNameStateQueryKey, useGetRealNameState, useSubmitRealName } from '@generated/api/kyc/kyc';
import type { RealNameRecord, RealNameState, User } from '@generated/model';
import { bcp47, isLang } from '@/api/lang';
import { DraftConfirm } from '@/components/draft-confirm';
import { Form, SubmitButton } from '@/components/form/form';
import { ChipField } from '@/components/form/chip-field';
import { TextField } from '@/components/form/text-field';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';
import { DocumentPhoto } from './document-photo';
import { basicSchema, ID_TYPE_KEYS, ID_TYPES, maskDocumentNumber, type BasicForm, type IdType } from './kyc-schemas';
import { useKycUser } from './use-kyc-user';
import { VERIFICATION_LEVELS } from '@/lib/verification-levels';
import './kyc.css';

/** A level's state as /real/state reports it: 0 unverified, 1 in review, 2 verified, 3 failed. */
type LevelState = 0 | 1 | 2 | 3;
const STATE_KEYS = ['status.unverified', 'status.inReview', 'status.verified', 'status.failed'] as const;
const STATE_SIGNS = ['○', '…', '✓', '✕'] as const;
const STATE_COLORS = ['default', 'warning', 'success', 'danger'] as const;

const asIdType = (value: unknown): IdType => (value === 1 || value === 2 ? value : 0);

/** Whole limits (200 BTC, 1,000,000 USDT) grouped for the locale. */
function useNumberFormat(): { format: (value: number) => string } {
  const { i18n } = useTranslation();
  const locale = isLang(i18n.language) ? bcp47(i18n.language) : 'en';
  return { format: (value: number) => formatAmount(value, locale, 0) };
}

function StateTag({ state }: { state: LevelState }) {
  const { t } = useTranslation('kyc');
  return (
    <Tag color={STATE_COLORS[state]} fill="outline" className="kyc-tag">
      <span aria-hidden="true">{STATE_SIGNS[state]} </span>
      {t(STATE_KEYS[state])}
    </Tag>
  );
}

function LevelCard({
  level,
  state,
  record,
  locked,
}: {
  level: 1 | 2;
  state: LevelState;
  record: RealNameRecord | null;
  locked: boolean;
}) {
  const { t } = useTranslation('kyc');
  const number = useNumberFormat();
  const limits = VERIFICATION_LEVELS.find((l) => l.level === level) ?? VERIFICATION_LEVELS[0];
  return (
    <li className={`kyc-level kyc-level--state-${state}`} aria-labelledby={`kyc-level-${level}`}>
      <div className="kyc-level__head">
        <h2 id={`kyc-level-${level}`}>
          {t('levels.title', { level })} · {level === 1 ? t('real.basic') : t('real.advanced')}
        </h2>
        <StateTag state={state} />
      </div>
      <p className="kyc-level__needs">{level === 1 ? t('real.basicNeeds') : t('real.advancedNeeds')}</p>
      <p>{t('levels.withdraw', { amount: number.format(limits.withdrawBtcPerDay) })}</p>
      <p>{t('levels.fiat', { amount: number.format(limits.fiatUsdtPerTrade) })}</p>
      {state === 1 && <p className="kyc-level__note">{t('real.inReviewNote')}</p>}
      {state === 3 && <p className="kyc-level__note kyc-level__note--failed">{t('real.failedNote')}</p>}
      {state === 2 && level === 1 && record && (
        <p className="kyc-level__note">
          {t('real.verifiedAs', { name: record.name, number: maskDocumentNumber(record.card_id) })}
        </p>
      )}
      {locked && <p className="kyc-level__note">{t('real.advancedLocked')}</p>}
    </li>
  );
}

function Requirements({ user }: { user: User }) {
  const { t } = useTranslation('kyc');
  const { navigateTo } = useAppNavigation();
  const rows = [
    { key: 'email', bound: Boolean(user.email) },
    { key: 'phone', bound: Boolean(user.phone) },
  ] as const;
  return (
    <section className="kyc-requirements" aria-labelledby="kyc-requirements-title">
      <h2 id="kyc-requirements-title">{t('requirements.title')}</h2>
      <ul>
        {rows.map((row) => (
          <li key={row.key} className={row.bound ? 'kyc-req kyc-req--done' : 'kyc-req kyc-req--missing'}>
            <span aria-hidden="true">{row.bound ? '✓' : '✕'}</span>
            <span>{t(`requirements.${row.key}`)}</span>
            <strong>{row.bound ? t('requirements.bound') : t('requirements.notBound')}</strong>
          </li>
        ))}
      </ul>
      {!user.phone && (
        <Button size="small" color="primary" fill="outline" onClick={() => navigateTo(`${ROUTES.security}?bind=phone`)}>
          {t('requirements.bindPhone')}
        </Button>
      )}
      {!user.email && <p className="kyc-hint">{t('requirements.emailMissing')}</p>}
    </section>
  );
}

function useAfterSubmit() {
  const queryClient = useQueryClient();
  return (level: 1 | 2) => {
    // The submitted level is in review now (the contract's rule); the next read of /real/state says so too.
    queryClient.setQueryData<RealNameState>(getGetRealNameStateQueryKey(), (old) =>
      old ? (level === 1 ? { ...old, review_status: 1 } : { ...old, advanced_review_status: 1 }) : old,
    );
    void queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey() });
  };
}

function BasicFormView({ record }: { record: RealNameRecord | null }) {
  const { t } = useTranslation('kyc');
  const afterSubmit = useAfterSubmit();
  const submitReal = useSubmitRealName();
  const form = useForm<BasicForm>({
    resolver: zodResolver(basicSchema),
    defaultValues: {
      idType: asIdType(record?.id_type),
      name: record?.name ?? '',
      cardId: record?.card_id ?? '',
    },
    mode: 'onTouched',
  });
  const idType = useWatch({ control: form.control, name: 'idType' });
  const [draft, setDraft] = useState<BasicForm | null>(null);

  return (
    <>
      <Form
        form={form}
        id="kyc"
        ns="kyc"
        className="kyc-form"
        label={t('basic.title')}
        busy={submitReal.isPending}
        guard={false}
        onSubmit={(values) =>
          setDraft({
            ...values,
            name: values.name.trim().replace(/\s+/g, ' '),
            cardId: values.cardId.trim().toUpperCase(),
          })
        }
      >
        <h2>{t('basic.title')}</h2>
        <ChipField
          name="idType"
          label={t('basic.idType')}
          className="kyc-field"
          columns={3}
          recheck="cardId"
          options={ID_TYPES.map((value) => ({ value, label: t(`idTypes.${ID_TYPE_KEYS[value]}`) }))}
        />
        <TextField
          name="name"
          label={t('basic.name')}
          placeholder={t('basic.namePlaceholder')}
          autoComplete="name"
          maxLength={60}
          clearable
        />
        <TextField
          name="cardId"
          id="kyc-number"
          label={t('basic.number')}
          placeholder={t(`basic.numberPlaceholders.${ID_TYPE_KEYS[idType]}`)}
          normalize={(value) => value.slice(0, 60)}
          clearable
        />
        <p className="kyc-hint">{t('basic.privacy')}</p>
        <SubmitButton>{t('basic.submit')}</SubmitButton>
      </Form>
      <DraftConfirm
        draft={draft}
        onClose={() => setDraft(null)}
        rows={(values) => [
          { label: t('basic.idType'), value: t(`idTypes.${ID_TYPE_KEYS[values.idType]}`) },
          { label: t('basic.name'), value: values.name },
          { label: t('basic.number'), value: values.cardId },
        ]}
        send={(values) =>
          submitReal.mutateAsync({
            data: { real_type: 1, id_type: values.idType, name: values.name, card_id: values.cardId },
          })
        }
        onSent={(done) => {
          Toast.show({ content: done || t('basic.submitted'), duration: 1500 });
          afterSubmit(1);
        }}
        title={t('basic.confirmTitle')}
        confirmText={t('basic.submit')}
        pending={submitReal.isPending}
      >
        <p className="kyc-hint">{t('basic.confirmText')}</p>
      </DraftConfirm>
    </>
  );
}

/** The two sides of the document the advanced level asks for. */
const PHOTO_SIDES = [
  { side: 'front', label: 'advanced.front', missing: 'validation.frontRequired' },
  { side: 'back', label: 'advanced.back', missing: 'validation.backRequired' },
] as const;
type PhotoSide = (typeof PHOTO_SIDES)[number]['side'];

function AdvancedFormView() {
  const { t } = useTranslation('kyc');
  const reportError = useReportError();
  const afterSubmit = useAfterSubmit();
  const submitReal = useSubmitRealName();
  const [photos, setPhotos] = useState<Record<PhotoSide, string | null>>({ front: null, back: null });
  const [tried, setTried] = useState(false);

  async function onSubmit(): Promise<void> {
    setTried(true);
    const { front, back } = photos;
    if (!front || !back) return;
    try {
      const done = await submitReal.mutateAsync({ data: { real_type: 2, front_pic: front, reverse_pic: back } });
      Toast.show({ content: done || t('basic.submitted'), duration: 1500 });
      afterSubmit(2);
    } catch (error) {
      reportError(error);
    }
  }
  const submit = useClickGuard(onSubmit, submitReal.isPending);

  return (
    <form
      className="kyc-form"
      noValidate
      aria-labelledby="kyc-advanced-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="kyc-advanced-title">{t('advanced.title')}</h2>
      <p className="kyc-hint">{t('advanced.hint')}</p>
      <div className="kyc-photos">
        {PHOTO_SIDES.map(({ side, label, missing }) => (
          <DocumentPhoto
            key={side}
            id={`kyc-${side}`}
            label={t(label)}
            value={photos[side]}
            onChange={(path) => setPhotos((current) => ({ ...current, [side]: path }))}
            error={tried && !photos[side] ? t(missing) : undefined}
          />
        ))}
      </div>
      <Button
        type="submit"
        block
        color="primary"
        size="large"
        loading={submitReal.isPending}
        disabled={submitReal.isPending}
      >
        {t('advanced.submit')}
      </Button>
    </form>
  );
}

function CurrentLimits({ basic, advanced }: { basic: LevelState; advanced: LevelState }) {
  const { t } = useTranslation('kyc');
  const number = useNumberFormat();
  const level = advanced === 2 ? 2 : basic === 2 ? 1 : 0;
  const limits = VERIFICATION_LEVELS.find((l) => l.level === level);
  return (
    <section className="kyc-summary" aria-live="polite">
      {limits ? (
        <>
          <p className="kyc-summary__title">{t('real.currentLevel', { level })}</p>
          <p>
            {t('levels.withdraw', { amount: number.format(limits.withdrawBtcPerDay) })} ·{' '}
            {t('levels.fiat', { amount: number.format(limits.fiatUsdtPerTrade) })}
          </p>
        </>
      ) : (
        <>
          <p className="kyc-summary__title">{t('real.notVerifiedTitle')}</p>
          <p>{t('real.notVerifiedText')}</p>
        </>
      )}
    </section>
  );
}

export function RealNameScreen() {
  const { t } = useTranslation('kyc');
  const state = useGetRealNameState(undefined, { query: { staleTime: 15_000 } });
  const { user, info } = useKycUser();

  const basic = (state.data?.review_status ?? 0) as LevelState;
  const advanced = (state.data?.advanced_review_status ?? 0) as LevelState;
  const record = state.data?.real_data ?? null;
  const nextLevel = basic === 0 || basic === 3 ? 1 : basic === 2 && (advanced === 0 || advanced === 3) ? 2 : null;
  const ready = Boolean(user?.email && user.phone);

  return (
    <Page title={t('real.navTitle')} className="kyc">
      {state.isPending && (
        <div className="kyc-skeleton" aria-busy="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
      {state.isError && (
        <QueryError error={state.error} onRetry={() => void state.refetch()} retrying={state.isFetching} />
      )}
      {state.data && (
        <>
          <CurrentLimits basic={basic} advanced={advanced} />
          <ul className="kyc-levels" aria-label={t('real.levelsLabel')}>
            <LevelCard level={1} state={basic} record={record} locked={false} />
            <LevelCard level={2} state={advanced} record={record} locked={basic !== 2 && advanced === 0} />
          </ul>
          {advanced === 2 && basic === 2 && <p className="kyc-done">{t('real.allDone')}</p>}
          {nextLevel !== null && (
            <>
              {user && <Requirements user={user} />}
              {!user && info.isPending && <Skeleton.Paragraph lineCount={3} animated />}
              {!user && info.isError && (
                <QueryError error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} compact />
              )}
              {user && !ready && (
                <p className="kyc-blocked" role="note">
                  {t('requirements.blocked')}
                </p>
              )}
              {ready && nextLevel === 1 && <BasicFormView record={basic === 3 ? record : null} />}
              {ready && nextLevel === 2 && <AdvancedFormView />}
            </>
          )}
        </>
      )}
    </Page>
  );
}
