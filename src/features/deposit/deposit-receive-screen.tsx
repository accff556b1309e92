// Deposit, step 2 (`?currency=<id>`): the network switch (USDT on ERC20 or TRC20), the address with
// its QR code and a copy button, the memo/tag where the network needs one (as prominent as the
// address, copyable, with its warning), the network's facts (minimum deposit, confirmations, about
// how long it takes), what to watch out for, and the form to declare the deposit. A network with
// no address says why and what to do instead.
import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from '@/lib/router';
import { useListCurrencies } from '@generated/api/assets/assets';
import { useGetDepositAddress } from '@generated/api/deposit/deposit';
import type { Currency, DepositAddressPair, DepositAddressWithMemo, RechargeNetwork } from '@generated/model';
import { useSession } from '@/api/session';
import { CoinSelect } from '@/components/coin-select';
import { NetworkSwitch } from '@/components/network-switch';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { ChargeRequestForm } from './charge-request-form';
import { DepositAddressCard } from './deposit-address-card';
import { DepositFacts } from './deposit-facts';
import { HistoryButton } from './history-button';
import './deposit.css';

/** The networks to choose from: those with a label (ERC20, TRC20); a coin's own chain has none. */
const labelledNetworks = (coin: Currency | undefined): RechargeNetwork[] =>
  (coin?.networks ?? []).filter((n) => n.subName !== '');

type AddressAnswer = DepositAddressPair | DepositAddressWithMemo | string | undefined;

/**
 * The address on a network: USDT answers one per network, a memo network (XRP) the shared address
 * with the user's memo, other coins a single string. A pair for a coin that is not on ERC20 or
 * TRC20 gives no address: never show an address of another chain.
 */
function addressOn(message: AddressAnswer, network: RechargeNetwork | undefined): { address: string; memo: string } {
  const none = { address: '', memo: '' };
  if (message === undefined) return none;
  if (typeof message === 'string') return { address: message, memo: '' };
  if ('memo' in message) return { address: message.address, memo: message.memo };
  if (network?.type === 'erc20') return { address: message.erc20, memo: '' };
  if (network?.type === 'trc20') return { address: message.trc20, memo: '' };
  return none;
}

export function DepositReceiveScreen() {
  const { t } = useTranslation('deposit');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { redirectTo } = useAppNavigation();
  const { user } = useSession();
  const currencyId = Number(params.get('currency'));
  const validId = Number.isInteger(currencyId) && currencyId > 0;
  const selectPath = pathname.startsWith('/pages/recharge/') ? ROUTES.rechargeSelect : ROUTES.depositSelect;

  // (Without a coin in the address the page says so and needs no list: nothing is asked.)
  const currencies = useListCurrencies(undefined, { query: { enabled: validId, staleTime: 5 * 60_000 } });
  const coin = currencies.data?.find((c) => c.id === currencyId);
  const open = coin?.is_charge === 1;
  const address = useGetDepositAddress(
    { currency: validId ? currencyId : 1, ...(user ? { user_id: user.id } : {}) },
    undefined,
    { query: { enabled: validId && open, staleTime: 5 * 60_000 } },
  );

  const networks = labelledNetworks(coin);
  const [chosen, setChosen] = useState<string | null>(null);
  const network =
    networks.find((n) => n.type === chosen && n.status === 1) ??
    networks.find((n) => n.status === 1) ??
    networks[0] ??
    // a coin's own chain: its one network (without a label), for its facts
    coin?.networks?.[0];
  const target = addressOn(address.data, network);
  const networkName = network?.subName || null;
  const depositable = (currencies.data ?? []).filter((c) => c.is_charge === 1);

  let body;
  if (!validId) {
    body = <Unavailable title={t('receive.unknownCoin')} hint={t('receive.unknownCoinHint')} action={selectPath} />;
  } else if (currencies.isPending) {
    body = <Skeleton.Paragraph lineCount={8} animated />;
  } else if (currencies.isError) {
    body = <QueryError {...retryOf(currencies)} />;
  } else if (!coin) {
    body = <Unavailable title={t('receive.unknownCoin')} hint={t('receive.unknownCoinHint')} action={selectPath} />;
  } else if (!open) {
    body = (
      <Unavailable
        title={t('receive.suspended', { coin: coin.name })}
        hint={t('receive.suspendedHint')}
        action={selectPath}
      />
    );
  } else {
    body = (
      <>
        <CoinSelect
          id="deposit-coin"
          ariaLabel={t('receive.changeCoinNamed', { coin: coin.name })}
          coin={coin}
          options={depositable}
          onSelect={(id) => {
            setChosen(null);
            redirectTo(`${pathname}?currency=${id}`);
          }}
          changeText={t('receive.changeCoin')}
          pickerTitle={t('receive.coinsTitle')}
        />
        {networks.length > 1 && (
          <NetworkSwitch
            id="deposit-network"
            label={t('receive.network')}
            value={network?.type ?? null}
            onChange={setChosen}
            options={networks.map((n) => ({
              value: n.type,
              label: n.status === 1 ? n.subName : t('receive.networkClosed', { network: n.subName }),
              disabled: n.status !== 1,
            }))}
          />
        )}
        {address.isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {address.isError && <QueryError {...retryOf(address)} />}
        {address.isSuccess && !target.address && (
          // No address on this network: nothing can be sent, so neither the "send only" advice
          // nor the declaration form is offered; the card says why and what to do instead.
          <DepositAddressCard
            coin={coin.name}
            network={networkName}
            address=""
            memo=""
            otherNetwork={networks.some((n) => n.status === 1 && n.type !== network?.type)}
          />
        )}
        {address.isSuccess && target.address && (
          <>
            <DepositAddressCard coin={coin.name} network={networkName} address={target.address} memo={target.memo} />
            {network && <DepositFacts coin={coin.name} network={network} />}
            <ul className="deposit__tips">
              <li>
                {networkName
                  ? t('receive.warning', { coin: coin.name, network: networkName })
                  : t('receive.warningNoNetwork', { coin: coin.name })}
              </li>
              <li>{t('receive.credit')}</li>
            </ul>
            <ChargeRequestForm key={coin.id} currencyId={coin.id} coin={coin.name} network={networkName} />
          </>
        )}
      </>
    );
  }

  return (
    <Page
      title={coin ? t('receive.title', { coin: coin.name }) : t('receive.titleDefault')}
      right={<HistoryButton tab="deposits" />}
    >
      <div className="deposit">{body}</div>
    </Page>
  );
}

function Unavailable({ title, hint, action }: { title: string; hint: string; action: string }) {
  const { t } = useTranslation('deposit');
  const { redirectTo } = useAppNavigation();
  return (
    <div className="deposit__unavailable" role="status">
      <p className="deposit__unavailable-title">{title}</p>
      <p className="deposit__unavailable-hint">{hint}</p>
      <Button color="primary" onClick={() => redirectTo(action)}>
        {t('receive.chooseCoin')}
      </Button>
    </div>
  );
}
