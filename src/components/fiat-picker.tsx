// Choosing the display (fiat) currency: USD, CNY, GBP, HKD, JPY, EUR, AED, THB, PHP, SGD, VND,
// each with its name in the interface language (Intl.DisplayNames) and its rate against USDT.
// A currency the rates service has not priced yet cannot be chosen. The choice is kept by
// useFiat() and every money figure that shows a fiat equivalent follows it.
//
// Its texts live in the `assets` namespace, which loads with the first use of the picker.
import { CheckList, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FIAT_CODES, isFiatCode, type FiatCode } from '@/api/fiat-rates';
import { rateOf, useFiat } from '@/hooks/use-fiat';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { useCurrencyName } from '../hooks/use-display-names';

interface FiatPickerProps {
  visible: boolean;
  onClose: () => void;
  /** Called after the choice was saved. */
  onChange?: (code: FiatCode) => void;
}

export function FiatPicker({ visible, onClose, onChange }: FiatPickerProps) {
  const { t, ready } = useTranslation('assets', { useSuspense: false });
  const { fiat, rates, setFiat } = useFiat();
  const currencyName = useCurrencyName();
  const locale = useLocale();

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet" destroyOnClose>
      <h2 className="sheet-title" id="fiat-picker-title">
        {ready ? t('fiat.title') : null}
      </h2>
      <CheckList
        aria-labelledby="fiat-picker-title"
        value={[fiat.currency_code]}
        onChange={(values) => {
          const next = values[0];
          if (isFiatCode(next) && setFiat(next)) onChange?.(next);
          onClose();
        }}
      >
        {FIAT_CODES.map((code) => {
          const rate = rateOf(code, rates);
          return (
            <CheckList.Item
              key={code}
              value={code}
              disabled={rate === undefined}
              description={
                !ready
                  ? undefined
                  : rate === undefined
                    ? t('fiat.unavailable')
                    : t('fiat.rate', { rate: formatAmount(rate, locale, 4, 0), currency: code })
              }
            >
              <strong>{code}</strong> {currencyName(code)}
            </CheckList.Item>
          );
        })}
      </CheckList>
    </Popup>
  );
}
