// Reselling an NFT the user owns: the sale mode (the NFT's own by default: fixed price or auction),
// the price (starting price of an auction), the minimum raise of an auction, and the sale window;
// the rules of the contract are checked before anything is sent (positive price and raise, a start
// not in the past, an end later than the start), with the server's wording. The confirmation says
// that a resale cannot be withdrawn; then one /bind_box/resellNFT and the user's NFTs. A refused
// resale keeps the form as typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { getListMyNftsQueryKey, getListNftsQueryKey, useCreateNftResale, useListMyNfts } from '@generated/api/nft/nft';
import type { NftArtwork, NftResaleRequest } from '@generated/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { AmountField } from '@/components/form/amount-field';
import { Form, SubmitButton } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { useKitField } from '@/components/form/use-kit-field';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { useDraftConfirm } from '@/hooks/use-draft-confirm';
import { ROUTES } from '@/lib/routes';
import { useCurrencyNames } from './use-currency-names';
import { NftHead } from './nft-media';
import { NftQueryPage } from './nft-page';
import { useNftMoney } from './nft-price';
import { fromLocalInput, resaleSchema, type ResaleForm } from './nft-schemas';
import { formatServerTime, toServerTime } from './nft-time';
import './nft.css';

function DateTimeField({ name, label }: { name: 'start' | 'end'; label: string }) {
  const { field, id, error } = useKitField(name);
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        type="datetime-local"
        className="nft-datetime"
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}

const RESALE_SCHEMA = resaleSchema();

/** `Y-m-d H:i:s` as a `datetime-local` value (minutes). */
const toLocalInput = (ms: number) => toServerTime(ms).slice(0, 16).replace(' ', 'T');

function ResellForm({ nft }: { nft: NftArtwork }) {
  const { t } = useTranslation('nft');
  const money = useNftMoney();
  const locale = useLocale();
  const currency = useCurrencyNames()(nft.currency_id);
  const queryClient = useQueryClient();
  const { redirectTo } = useAppNavigation();
  const resell = useCreateNftResale();
  const [defaults] = useState<ResaleForm>(() => {
    const start = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
    return {
      mode: nft.pay_type === 2 ? '2' : '1',
      price: '',
      perIncrease: '',
      start: toLocalInput(start),
      end: toLocalInput(start + 3 * 86_400_000),
    };
  });
  const form = useForm<ResaleForm>({
    resolver: zodResolver(RESALE_SCHEMA),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const resale = useDraftConfirm<NftResaleRequest>(resell.isPending, async (draft) => {
    const answer = await resell.mutateAsync({ data: draft });
    Toast.show({ content: answer || t('resell.done') });
    void queryClient.invalidateQueries({ queryKey: getListMyNftsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListNftsQueryKey() });
    redirectTo(`${ROUTES.nftMyNft}?tab=owned`);
  });
  const draft = resale.draft;
  const auction = mode === '2';

  function prepare(values: ResaleForm): void {
    resale.open({
      code: nft.code,
      pay_type: values.mode === '2' ? 2 : 1,
      price: values.price.trim(),
      ...(values.mode === '2' && { per_increase: values.perIncrease.trim() }),
      start_time: fromLocalInput(values.start),
      end_time: fromLocalInput(values.end),
    });
  }

  return (
    <>
      <NftHead nft={nft}>
        <p className="nft-row__meta">{money(nft.price, currency)}</p>
      </NftHead>
      <Form form={form} id="nft-resell" ns="nft" busy={resell.isPending} onSubmit={prepare}>
        <SelectField
          name="mode"
          label={t('resell.mode')}
          title={t('resell.mode')}
          placeholder={t('resell.mode')}
          options={[
            { value: '1', label: t('mode.fixed') },
            { value: '2', label: t('mode.auction') },
          ]}
        />
        <AmountField
          name="price"
          label={t(auction ? 'resell.startPrice' : 'resell.price', { currency })}
          unit={currency}
        />
        {auction && <AmountField name="perIncrease" label={t('resell.perIncrease', { currency })} unit={currency} />}
        <DateTimeField name="start" label={t('resell.start')} />
        <DateTimeField name="end" label={t('resell.end')} />
        <p className="nft-note">{t('resell.warning')}</p>
        <SubmitButton>{t('resell.submit')}</SubmitButton>
      </Form>
      <ConfirmDialog
        {...resale.dialog}
        title={t('resell.confirmTitle')}
        rows={
          draft
            ? [
                { label: t('buy.item'), value: nft.name },
                { label: t('resell.mode'), value: t(draft.pay_type === 2 ? 'mode.auction' : 'mode.fixed') },
                {
                  label: t(draft.pay_type === 2 ? 'resell.startPrice' : 'resell.price', { currency }),
                  value: money(draft.price, currency),
                  className: 'confirm-dialog__row--total',
                },
                ...(draft.per_increase
                  ? [{ label: t('resell.perIncrease', { currency }), value: money(draft.per_increase, currency) }]
                  : []),
                { label: t('resell.start'), value: formatServerTime(draft.start_time, locale) },
                { label: t('resell.end'), value: formatServerTime(draft.end_time, locale) },
              ]
            : []
        }
        confirmText={t('resell.confirm')}
        cancelText={t('resell.cancel')}
      >
        <p className="confirm-dialog__note" role="note">
          {t('resell.warning')}
        </p>
      </ConfirmDialog>
    </>
  );
}

export function NftResellScreen() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const mine = useListMyNfts(undefined, undefined, { query: { staleTime: 10_000 } });
  return (
    <NftQueryPage title={t('resell.title')} query={mine}>
      {(rows) => {
        const nft = rows.find((row) => row.code === code);
        if (!nft) return <p className="empty-text">{t('resell.missing')}</p>;
        if (nft.resell_nft_status === 1 || nft.lock_order === 1) {
          return (
            <p className="form-field__error" role="alert">
              {t('resell.notAllowed')}
            </p>
          );
        }
        return <ResellForm nft={nft} />;
      }}
    </NftQueryPage>
  );
}
