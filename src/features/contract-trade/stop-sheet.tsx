// Take-profit and stop-loss of one open position (/lever/setstop). Both prices are checked before
// any request against the prices the sheet names, the live mark price and the entry price: for a
// long the take-profit above both and the stop-loss below both; for a short the reverse (the
// order form checks the stops set with an order by the same rule, contract-math validateStops). A saved stop the price has already
// passed is not prefilled. The expected profit or loss at each price is shown.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, Popup, Toast } from 'antd-mobile';
import Big from 'big.js';
import { Fragment } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSetLeverStop } from '@generated/api/contract-trade/contract-trade';
import type { LeverPosition } from '@generated/model';
import { FormField } from '@/components/form-field';
import { Form } from '@/components/form/form';
import { idPart } from '@/components/form/use-kit-field';
import { useReportError } from '@/hooks/use-report-error';
import { Figure } from './figure';
import { floatingProfit, isPrice, prefillStop, toBig } from './contract-math';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice, formatSigned, priceDecimals, trendOf } from '@/lib/format';
import { splitMessage, stopSchema, type StopFormValues } from './form-schemas';
import { useLivePosition } from './use-live-position';

/** The two stops; for a long the take-profit is above the mark price, for a short below. */
const STOPS = [
  { name: 'takeProfit', label: 'stops.takeProfit', expected: 'stops.expectedProfit', aboveForLong: true },
  { name: 'stopLoss', label: 'stops.stopLoss', expected: 'stops.expectedLoss', aboveForLong: false },
] as const;

interface StopSheetProps {
  position: LeverPosition | null;
  quote: string;
  onClose: () => void;
  onSaved: () => void;
}

export function StopSheet({ position, quote, onClose, onSaved }: StopSheetProps) {
  const { t } = useTranslation('contract-trade');
  return (
    <Popup visible={position !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" destroyOnClose>
      <div role="dialog" aria-label={t('stops.title')} className="ct-stop-sheet">
        <h2 className="sheet-title">{t('stops.title')}</h2>
        {position && (
          <StopForm key={position.id} position={position} quote={quote} onClose={onClose} onSaved={onSaved} />
        )}
      </div>
    </Popup>
  );
}

function StopForm({ position, quote, onClose, onSaved }: StopSheetProps & { position: LeverPosition }) {
  const { t } = useTranslation('contract-trade');
  const locale = useLocale();
  const reportError = useReportError();
  const setStop = useSetLeverStop();
  const live = useLivePosition(position);
  const markPrice = toBig(live.currentPrice) ?? live.openPrice ?? new Big(0);
  // The server's rule (/lever/setstop): past both the mark price and the opening price.
  const rule = { side: live.side, markPrice, openPrice: live.openPrice };
  const form = useForm<StopFormValues>({
    resolver: zodResolver(stopSchema(rule)),
    defaultValues: {
      takeProfit: prefillStop('takeProfit', position.target_profit_price, rule),
      stopLoss: prefillStop('stopLoss', position.stop_loss_price, rule),
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as StopFormValues;

  // Every price of the sheet at the pair's precision (the entry price carries it).
  const decimals = priceDecimals(position.price) ?? priceDecimals(live.currentPrice);
  const price = (value: string) => formatPrice(value, locale, decimals);
  const message = (raw: string | undefined) => {
    if (!raw) return undefined;
    const { key, price: bound } = splitMessage(raw);
    return t(key, { price: bound ? price(bound) : '' });
  };
  const expected = (text: string) => {
    const value = text.trim();
    if (!isPrice(value) || !live.openPrice || !live.quantity) return null;
    return floatingProfit(live.side, live.openPrice, new Big(value), live.quantity);
  };
  async function save(valid: StopFormValues): Promise<void> {
    try {
      const answer = await setStop.mutateAsync({
        data: { id: position.id, target_profit_price: valid.takeProfit.trim(), stop_loss_price: valid.stopLoss.trim() },
      });
      Toast.show({ content: answer || t('stops.saved'), icon: 'success' });
      onSaved();
      onClose();
    } catch (error) {
      reportError(error);
    }
  }

  // The kit form's guard arms on a valid submission only: a refused one sends nothing, and its
  // correction may follow at once.
  return (
    <Form form={form} id="ct" ns="contract-trade" busy={setStop.isPending} onSubmit={save} className="ct-stop-form">
      <dl className="ct-summary">
        <Figure
          label={t('positions.symbol')}
          value={`${position.symbol} · ${live.side === 'long' ? t('side.long') : t('side.short')}`}
        />
        <Figure label={t('positions.entryPrice')} value={price(position.price)} />
        <Figure label={t('positions.markPrice')} value={price(live.currentPrice)} />
      </dl>
      {STOPS.map((stop) => {
        const id = `ct-${idPart(stop.name)}`;
        const atPrice = expected(values[stop.name]);
        return (
          <Fragment key={stop.name}>
            <Controller
              control={form.control}
              name={stop.name}
              render={({ field }) => (
                <FormField id={id} label={t(stop.label, { quote })} error={message(errors[stop.name]?.message)}>
                  <Input
                    id={id}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={
                      (live.side === 'long') === stop.aboveForLong
                        ? t('stops.abovePlaceholder')
                        : t('stops.belowPlaceholder')
                    }
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
            {atPrice && (
              <p className="ct-hint">
                {t(stop.expected)}{' '}
                <span className={`ct-${trendOf(atPrice)}`}>
                  {formatSigned(atPrice, locale)} {quote}
                </span>
              </p>
            )}
          </Fragment>
        );
      })}
      <div className="ct-dialog__actions">
        <Button block fill="outline" onClick={onClose} disabled={setStop.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button block type="submit" color="primary" loading={setStop.isPending} disabled={setStop.isPending}>
          {t('stops.save')}
        </Button>
      </div>
    </Form>
  );
}
