// While the app is open and the user signed in, a triggered price alert (the proposed `price_alert`
// socket event) shows as a toast, and the lists that changed with it (the user's alerts, the
// account notices and their unread count, the Home bell) are asked for again. Mounted once by the
// app shell (src/app/app.tsx), loaded after the first page has shown its content.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getListNotificationsQueryKey } from '@generated/api/account/account';
import { getListPriceAlertsQueryKey } from '@generated/api/market/market';
import type { SocketPriceAlert } from '@generated/model';
import { onSocketEvent } from '@/api/socket';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice, priceDecimals } from '@/lib/format';
import { showToast } from '@/lib/toast';

/** How long the toast stays: long enough to read a price. */
const TOAST_MS = 5000;

export function PriceAlertWatcher() {
  const { t } = useTranslation('alerts');
  const locale = useLocale();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSocketEvent('price_alert', (event: SocketPriceAlert) => {
        // the target as precise as the pair's price (2.2 -> 2.2000 beside 2.3000)
        const decimals = priceDecimals(String(event.price));
        const values = {
          pair: event.symbol,
          price: formatPrice(String(event.price), locale),
          target:
            event.alert_type === 'change' ? String(event.target) : formatPrice(String(event.target), locale, decimals),
        };
        showToast(t(`toast.${event.alert_type}`, values), TOAST_MS);
        void queryClient.invalidateQueries({ queryKey: getListPriceAlertsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getListNotificationsQueryKey() });
      }),
    [t, locale, queryClient],
  );
  return null;
}
