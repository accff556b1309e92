// The route table: every hash route, its lazily loaded page, its locale namespaces and whether it
// needs a session. Pages stay out of the entry bundle. This module stays light (no API client, no
// React): the entry reads it to ask for the page's code while the libraries are still downloading
// (src/main.tsx). src/app/routes.tsx adds what each page asks for first (its first data).
import type { PageLoader } from './lazy-page';
import { ROUTES } from '@/lib/routes';
import { preloadTradeMode } from './trade-modes';

export interface PageRoute {
  path: string;
  load: PageLoader;
  namespaces: readonly string[];
  /** Needs a signed-in user. */
  auth: boolean;
  /**
   * Paints without the UI kit: Home, Market, the pair chart, sign-in, registration, recovery,
   * Assets, and Trade in its coins mode (the kit's texts can wait until the page has shown its
   * content). A function of the address's parameters where it depends on them (Trade's `?mode=`).
   */
  kitFree?: RouteFlag;
  /**
   * Formats nothing through Intl on its first paint (its figures use lib/format's own separators;
   * no fiat, no date): the entry then does not warm Intl up (src/main.tsx), a 15-50 ms task on
   * the way to the content that nothing on it would use. Checked in Chromium by
   * tests/e2e/first-paint.spec.ts.
   */
  intlFree?: RouteFlag;
}

/** A property of a route, or of some of its addresses (a function of the address's parameters). */
export type RouteFlag = boolean | ((params: URLSearchParams) => boolean);

/** Whether a route's flag holds for an address with these parameters. */
export const flagHolds = (flag: RouteFlag | undefined, params: URLSearchParams): boolean =>
  typeof flag === 'function' ? flag(params) : Boolean(flag);

/** Trade's coins mode (its default): the contract and options panels use the kit and Intl. */
const coinsMode = (params: URLSearchParams): boolean => (params.get('mode') ?? 'coins') === 'coins';

const home: PageLoader = () => import('@/features/home/home-screen').then((m) => ({ default: m.HomeScreen }));

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: ROUTES.home, load: home, namespaces: ['home'], auth: false, kitFree: true, intlFree: true },
  { path: ROUTES.homeAlias, load: home, namespaces: ['home'], auth: false, kitFree: true, intlFree: true },
  {
    path: ROUTES.login,
    load: () => import('@/features/auth/login-screen').then((m) => ({ default: m.LoginScreen })),
    namespaces: ['auth'],
    auth: false,
    kitFree: true,
    intlFree: true,
  },
  {
    path: ROUTES.register,
    load: () => import('@/features/auth/register-screen').then((m) => ({ default: m.RegisterScreen })),
    namespaces: ['auth'],
    auth: false,
    kitFree: true,
    intlFree: true,
  },
  {
    path: ROUTES.forget,
    load: () => import('@/features/auth/forget-screen').then((m) => ({ default: m.ForgetScreen })),
    namespaces: ['auth'],
    auth: false,
    kitFree: true,
    intlFree: true,
  },
  {
    path: ROUTES.realMark,
    load: () => import('@/features/kyc/real-mark-screen').then((m) => ({ default: m.RealMarkScreen })),
    namespaces: ['kyc'],
    auth: true,
  },
  {
    path: ROUTES.market,
    load: () => import('@/features/market/market-screen').then((m) => ({ default: m.MarketScreen })),
    namespaces: ['market'],
    auth: false,
    kitFree: true,
    intlFree: true,
  },
  {
    // The home quotation page (`pages/quotation/index`): the same quotes list as the Market tab.
    path: ROUTES.quotation,
    load: () => import('@/features/market/market-screen').then((m) => ({ default: m.MarketScreen })),
    namespaces: ['market'],
    auth: false,
    kitFree: true,
    intlFree: true,
  },
  {
    path: ROUTES.area,
    load: () => import('@/features/auth/area-screen').then((m) => ({ default: m.AreaScreen })),
    namespaces: [],
    auth: false,
  },
  {
    path: ROUTES.marketSearch,
    load: () => import('@/features/market/market-search-screen').then((m) => ({ default: m.MarketSearchScreen })),
    namespaces: ['market'],
    auth: false,
  },
  {
    path: ROUTES.priceAlerts,
    load: () => import('@/features/alerts/price-alerts-screen').then((m) => ({ default: m.PriceAlertsScreen })),
    namespaces: ['alerts'],
    auth: true,
  },
  {
    path: ROUTES.marketDetail,
    load: () => import('@/features/chart/pair-detail-screen').then((m) => ({ default: m.PairDetailScreen })),
    namespaces: ['chart'],
    auth: false,
    kitFree: true,
  },
  {
    path: ROUTES.spotTrade,
    load: () => import('@/features/spot-trade/spot-trade-screen').then((m) => ({ default: m.SpotTradeScreen })),
    namespaces: ['spot-trade'],
    auth: true,
  },
  {
    path: ROUTES.spotOrders,
    load: () => import('@/features/spot-trade/spot-orders-screen').then((m) => ({ default: m.SpotOrdersScreen })),
    namespaces: ['spot-trade'],
    auth: true,
  },
  {
    path: ROUTES.contractTrade,
    load: () => import('./contract-trade-panel').then((m) => ({ default: m.ContractTradePage })),
    namespaces: ['contract-trade', 'spot-trade', 'chart'],
    auth: true,
  },
  {
    path: ROUTES.contractOrders,
    load: () =>
      import('@/features/contract-trade/contract-orders-screen').then((m) => ({ default: m.ContractOrdersScreen })),
    namespaces: ['contract-trade'],
    auth: true,
  },
  {
    path: ROUTES.secondsTrade,
    load: () =>
      import('@/features/seconds-trade/seconds-trade-screen').then((m) => ({ default: m.SecondsTradeScreen })),
    namespaces: ['seconds-trade'],
    auth: true,
  },
  {
    path: ROUTES.secondsOrders,
    load: () =>
      import('@/features/seconds-trade/seconds-orders-screen').then((m) => ({ default: m.SecondsOrdersScreen })),
    namespaces: ['seconds-trade'],
    auth: true,
  },
  {
    path: ROUTES.assets,
    load: () => import('@/features/assets/assets-screen').then((m) => ({ default: m.AssetsScreen })),
    namespaces: ['assets'],
    auth: true,
    kitFree: true,
    intlFree: true,
  },
  {
    path: ROUTES.pnl,
    load: () => import('@/features/pnl/pnl-screen').then((m) => ({ default: m.PnlScreen })),
    namespaces: ['pnl'],
    auth: true,
  },
  {
    path: ROUTES.assetsRecord,
    load: () => import('@/features/assets/assets-record-screen').then((m) => ({ default: m.AssetsRecordScreen })),
    namespaces: ['assets'],
    auth: true,
  },
  {
    path: ROUTES.assetsAllRecord,
    load: () =>
      import('@/features/assets/assets-all-record-screen').then((m) => ({ default: m.AssetsAllRecordScreen })),
    namespaces: ['assets'],
    auth: true,
  },
  {
    path: ROUTES.transfer,
    load: () => import('@/features/assets/transfer-screen').then((m) => ({ default: m.TransferScreen })),
    namespaces: ['assets'],
    auth: true,
  },
  {
    path: ROUTES.fundTransfer,
    load: () => import('@/features/assets/fund-transfer-screen').then((m) => ({ default: m.FundTransferScreen })),
    namespaces: ['assets'],
    auth: true,
  },
  {
    path: ROUTES.smallBalances,
    load: () => import('@/features/assets/small-balances-screen').then((m) => ({ default: m.SmallBalancesScreen })),
    namespaces: ['assets'],
    auth: true,
  },
  {
    path: ROUTES.transferHistory,
    load: () => import('@/features/assets/transfer-history-screen').then((m) => ({ default: m.TransferHistoryScreen })),
    namespaces: ['assets'],
    auth: true,
  },
  {
    path: ROUTES.depositSelect,
    load: () => import('@/features/deposit/deposit-select-screen').then((m) => ({ default: m.DepositSelectScreen })),
    namespaces: ['deposit'],
    auth: true,
  },
  {
    path: ROUTES.rechargeSelect,
    load: () => import('@/features/deposit/deposit-select-screen').then((m) => ({ default: m.DepositSelectScreen })),
    namespaces: ['deposit'],
    auth: true,
  },
  {
    path: ROUTES.depositReceive,
    load: () => import('@/features/deposit/deposit-receive-screen').then((m) => ({ default: m.DepositReceiveScreen })),
    namespaces: ['deposit'],
    auth: true,
  },
  {
    path: ROUTES.rechargeReceive,
    load: () => import('@/features/deposit/deposit-receive-screen').then((m) => ({ default: m.DepositReceiveScreen })),
    namespaces: ['deposit'],
    auth: true,
  },
  {
    path: ROUTES.depositWithdrawRecord,
    load: () =>
      import('@/features/deposit/deposit-withdraw-record-screen').then((m) => ({
        default: m.DepositWithdrawRecordScreen,
      })),
    namespaces: ['deposit'],
    auth: true,
  },
  {
    path: ROUTES.withdraw,
    load: () => import('@/features/withdraw/withdraw-screen').then((m) => ({ default: m.WithdrawScreen })),
    namespaces: ['withdraw'],
    auth: true,
  },
  {
    path: ROUTES.withdrawAlias,
    load: () => import('@/features/withdraw/withdraw-screen').then((m) => ({ default: m.WithdrawScreen })),
    namespaces: ['withdraw'],
    auth: true,
  },
  {
    path: ROUTES.walletAddresses,
    load: () =>
      import('@/features/withdraw/wallet-addresses-screen').then((m) => ({ default: m.WalletAddressesScreen })),
    namespaces: ['withdraw'],
    auth: true,
  },
  {
    path: ROUTES.addWallet,
    load: () => import('@/features/withdraw/add-wallet-screen').then((m) => ({ default: m.AddWalletScreen })),
    namespaces: ['withdraw'],
    auth: true,
  },
  {
    path: ROUTES.withdrawSecurity,
    load: () =>
      import('@/features/withdraw/withdraw-security-screen').then((m) => ({ default: m.WithdrawSecurityScreen })),
    namespaces: ['withdraw'],
    auth: true,
  },
  {
    path: ROUTES.bankCard,
    load: () => import('@/features/withdraw/bank-card-screen').then((m) => ({ default: m.BankCardScreen })),
    namespaces: ['withdraw'],
    auth: true,
  },
  {
    path: ROUTES.bankCardInternational,
    load: () =>
      import('@/features/withdraw/bank-card-international-screen').then((m) => ({
        default: m.BankCardInternationalScreen,
      })),
    namespaces: ['withdraw'],
    auth: true,
  },
  {
    path: ROUTES.setting,
    load: () => import('@/features/account/setting-screen').then((m) => ({ default: m.SettingScreen })),
    namespaces: ['account', 'assets', 'content'],
    auth: true,
  },
  {
    path: ROUTES.userInfo,
    load: () => import('@/features/account/profile-screen').then((m) => ({ default: m.ProfileScreen })),
    namespaces: ['account'],
    auth: true,
  },
  {
    path: ROUTES.security,
    load: () => import('@/features/account/security-screen').then((m) => ({ default: m.SecurityScreen })),
    namespaces: ['account'],
    auth: true,
  },
  {
    path: ROUTES.password,
    load: () => import('@/features/account/password-screen').then((m) => ({ default: m.PasswordScreen })),
    namespaces: ['account'],
    auth: true,
  },
  {
    path: ROUTES.payPassword,
    load: () => import('@/features/account/pay-password-screen').then((m) => ({ default: m.PayPasswordScreen })),
    namespaces: ['account'],
    auth: true,
  },
  {
    path: ROUTES.antiPhishing,
    load: () => import('@/features/account/anti-phishing-screen').then((m) => ({ default: m.AntiPhishingScreen })),
    namespaces: ['account'],
    auth: true,
  },
  {
    path: ROUTES.devices,
    load: () => import('@/features/account/devices-screen').then((m) => ({ default: m.DevicesScreen })),
    namespaces: ['account'],
    auth: true,
  },
  {
    path: ROUTES.quickLock,
    load: () => import('@/features/quick-lock/quick-lock-screen').then((m) => ({ default: m.QuickLockScreen })),
    namespaces: ['quick-lock'],
    auth: true,
  },
  {
    path: ROUTES.share,
    load: () => import('@/features/account/share-screen').then((m) => ({ default: m.ShareScreen })),
    namespaces: ['account'],
    auth: true,
  },
  {
    path: ROUTES.areas,
    load: () => import('@/features/account/areas-screen').then((m) => ({ default: m.AreasScreen })),
    namespaces: ['account'],
    auth: true,
  },
  {
    path: ROUTES.real,
    load: () => import('@/features/kyc/real-name-screen').then((m) => ({ default: m.RealNameScreen })),
    namespaces: ['kyc'],
    auth: true,
  },
  {
    path: ROUTES.trade,
    load: () => {
      // The chosen mode's panel downloads beside the page, not once the page has rendered.
      if (typeof window !== 'undefined') preloadTradeMode(window.location.hash);
      return import('./trade-screen').then((m) => ({ default: m.TradeScreen }));
    },
    namespaces: ['spot-trade'],
    auth: true,
    kitFree: coinsMode,
    intlFree: coinsMode,
  },
  // Content pages and customer service (public).
  {
    path: ROUTES.article,
    load: () => import('@/features/content/article-screen').then((m) => ({ default: m.ArticleScreen })),
    namespaces: ['content'],
    auth: false,
  },
  {
    path: ROUTES.faq,
    load: () => import('@/features/content/faq-screen').then((m) => ({ default: m.FaqScreen })),
    namespaces: ['content'],
    auth: false,
  },
  {
    path: ROUTES.contactUs,
    load: () => import('@/features/content/contact-us-screen').then((m) => ({ default: m.ContactUsScreen })),
    namespaces: ['content'],
    auth: false,
  },
  {
    path: ROUTES.aboutUs,
    load: () => import('@/features/content/about-us-screen').then((m) => ({ default: m.AboutUsScreen })),
    namespaces: ['content'],
    auth: false,
  },
  {
    path: ROUTES.compliance,
    load: () => import('@/features/content/compliance-screen').then((m) => ({ default: m.ComplianceScreen })),
    namespaces: ['content'],
    auth: false,
  },
  {
    path: ROUTES.webView,
    load: () => import('@/features/content/web-view-screen').then((m) => ({ default: m.WebViewScreen })),
    namespaces: ['content'],
    auth: false,
  },
  {
    path: ROUTES.borrowing,
    load: () => import('@/features/loans/loans-screen').then((m) => ({ default: m.LoansScreen })),
    namespaces: ['loans'],
    auth: true,
  },
  {
    path: ROUTES.kefu,
    load: () => import('@/features/support/kefu-screen').then((m) => ({ default: m.KefuScreen })),
    namespaces: ['support'],
    auth: false,
  },
  {
    path: ROUTES.bill,
    load: () => import('@/features/bill/bill-screen').then((m) => ({ default: m.BillScreen })),
    namespaces: ['bill'],
    auth: true,
  },
  {
    path: ROUTES.notifications,
    load: () =>
      import('@/features/notifications/notifications-screen').then((m) => ({ default: m.NotificationsScreen })),
    namespaces: ['notifications'],
    auth: true,
  },
  // Earn: lock mining, dual-currency investment, IEO and the financial hub.
  {
    path: ROUTES.lockming,
    load: () => import('@/features/mining/lockming-screen').then((m) => ({ default: m.LockmingScreen })),
    namespaces: ['mining'],
    auth: true,
  },
  {
    path: ROUTES.lockmingWelcome,
    load: () => import('@/features/mining/welcome-screen').then((m) => ({ default: m.LockmingWelcomeScreen })),
    namespaces: ['mining'],
    auth: true,
  },
  {
    path: ROUTES.lockmingBuy,
    load: () => import('@/features/mining/buy-screen').then((m) => ({ default: m.LockBuyScreen })),
    namespaces: ['mining'],
    auth: true,
  },
  {
    path: ROUTES.lockmingOrder,
    load: () => import('@/features/mining/order-screen').then((m) => ({ default: m.LockOrderScreen })),
    namespaces: ['mining'],
    auth: true,
  },
  {
    path: ROUTES.invest,
    load: () => import('@/features/invest/invest-screen').then((m) => ({ default: m.InvestScreen })),
    namespaces: ['invest'],
    auth: true,
  },
  {
    path: ROUTES.investPurchase,
    load: () => import('@/features/invest/purchase-screen').then((m) => ({ default: m.InvestPurchaseScreen })),
    namespaces: ['invest'],
    auth: true,
  },
  {
    path: ROUTES.investMine,
    load: () => import('@/features/invest/mine-screen').then((m) => ({ default: m.InvestMineScreen })),
    namespaces: ['invest'],
    auth: true,
  },
  {
    path: ROUTES.investHelp,
    load: () => import('@/features/invest/help-screen').then((m) => ({ default: m.InvestHelpScreen })),
    namespaces: ['invest'],
    auth: true,
  },
  {
    path: ROUTES.ieo,
    load: () => import('@/features/ieo/ieo-screen').then((m) => ({ default: m.IeoScreen })),
    namespaces: ['ieo'],
    auth: true,
  },
  {
    path: ROUTES.ieoSubscribe,
    load: () => import('@/features/ieo/subscribe-screen').then((m) => ({ default: m.IeoSubscribeScreen })),
    namespaces: ['ieo'],
    auth: true,
  },
  {
    path: ROUTES.ieoOrder,
    load: () => import('@/features/ieo/order-screen').then((m) => ({ default: m.IeoOrderScreen })),
    namespaces: ['ieo'],
    auth: true,
  },
  {
    path: ROUTES.financial,
    load: () => import('@/features/financial/financial-screen').then((m) => ({ default: m.FinancialScreen })),
    namespaces: ['financial'],
    auth: true,
  },
  // Copy trading.
  {
    path: ROUTES.copyTraders,
    load: () => import('@/features/copy-trade/trader-list-screen').then((m) => ({ default: m.TraderListScreen })),
    namespaces: ['copy-trade'],
    auth: true,
  },
  ...[ROUTES.followTrader, ROUTES.copyTrader].map((path) => ({
    path,
    load: () => import('@/features/copy-trade/trader-screen').then((m) => ({ default: m.TraderScreen })),
    namespaces: ['copy-trade'],
    auth: true,
  })),
  {
    path: ROUTES.follow,
    load: () => import('@/features/copy-trade/follow-screen').then((m) => ({ default: m.FollowScreen })),
    namespaces: ['copy-trade'],
    auth: true,
  },
  {
    path: ROUTES.followAgreementZh,
    load: () => import('@/features/copy-trade/agreement-screen').then((m) => ({ default: m.AgreementZhScreen })),
    namespaces: ['copy-trade'],
    auth: false,
  },
  {
    path: ROUTES.followAgreementEn,
    load: () => import('@/features/copy-trade/agreement-screen').then((m) => ({ default: m.AgreementEnScreen })),
    namespaces: ['copy-trade'],
    auth: false,
  },
  ...[ROUTES.copyMy, ROUTES.copyCopy].map((path) => ({
    path,
    load: () => import('@/features/copy-trade/my-copy-screen').then((m) => ({ default: m.MyCopyScreen })),
    namespaces: ['copy-trade'],
    auth: true,
  })),
  {
    path: ROUTES.copyApply,
    load: () => import('@/features/copy-trade/apply-screen').then((m) => ({ default: m.ApplyTraderScreen })),
    namespaces: ['copy-trade'],
    auth: true,
  },
  // NFT marketplace.
  {
    path: ROUTES.nft,
    load: () => import('@/features/nft/nft-market-screen').then((m) => ({ default: m.NftMarketScreen })),
    namespaces: ['nft'],
    auth: true,
  },
  {
    path: ROUTES.nftArtist,
    load: () => import('@/features/nft/nft-artist-screen').then((m) => ({ default: m.NftArtistScreen })),
    namespaces: ['nft'],
    auth: true,
  },
  {
    path: ROUTES.nftArtwork,
    load: () => import('@/features/nft/nft-artwork-screen').then((m) => ({ default: m.NftArtworkScreen })),
    namespaces: ['nft'],
    auth: true,
  },
  {
    path: ROUTES.nftArtworkVideo,
    load: () => import('@/features/nft/nft-artwork-screen').then((m) => ({ default: m.NftArtworkScreen })),
    namespaces: ['nft'],
    auth: true,
  },
  {
    path: ROUTES.nftBuy,
    load: () => import('@/features/nft/nft-buy-screen').then((m) => ({ default: m.NftBuyScreen })),
    namespaces: ['nft'],
    auth: true,
  },
  {
    path: ROUTES.nftAuction,
    load: () => import('@/features/nft/nft-auction-screen').then((m) => ({ default: m.NftAuctionScreen })),
    namespaces: ['nft'],
    auth: true,
  },
  {
    path: ROUTES.nftMine,
    load: () => import('@/features/nft/nft-mine-screen').then((m) => ({ default: m.NftMineScreen })),
    namespaces: ['nft'],
    auth: true,
  },
  {
    path: ROUTES.nftMyNft,
    load: () => import('@/features/nft/nft-mine-screen').then((m) => ({ default: m.NftMineScreen })),
    namespaces: ['nft'],
    auth: true,
  },
  {
    path: ROUTES.nftResell,
    load: () => import('@/features/nft/nft-resell-screen').then((m) => ({ default: m.NftResellScreen })),
    namespaces: ['nft'],
    auth: true,
  },
  // OTC, quick buy and coupons.
  {
    path: ROUTES.otc,
    load: () => import('@/features/otc/otc-screen').then((m) => ({ default: m.OtcScreen })),
    namespaces: ['otc'],
    auth: true,
  },
  {
    path: ROUTES.otcOrder,
    load: () => import('@/features/otc/otc-order-screen').then((m) => ({ default: m.OtcOrderScreen })),
    namespaces: ['otc'],
    auth: true,
  },
  {
    path: ROUTES.otcOrders,
    load: () => import('@/features/otc/otc-orders-screen').then((m) => ({ default: m.OtcOrdersScreen })),
    namespaces: ['otc'],
    auth: true,
  },
  {
    path: ROUTES.quickBuy,
    load: () => import('@/features/otc/quick-buy-screen').then((m) => ({ default: m.QuickBuyScreen })),
    namespaces: ['otc'],
    auth: true,
  },
  {
    path: ROUTES.coupon,
    load: () => import('@/features/coupon/coupon-screen').then((m) => ({ default: m.CouponScreen })),
    namespaces: ['coupon'],
    auth: true,
  },
  {
    path: ROUTES.rebate,
    load: () => import('@/features/rebate/rebate-screen').then((m) => ({ default: m.RebateScreen })),
    namespaces: ['rebate'],
    auth: true,
  },
  // The public chat room: anyone reads, a signed-in user posts.
  {
    path: ROUTES.chatRoom,
    load: () => import('@/features/chat/chat-room-screen').then((m) => ({ default: m.ChatRoomScreen })),
    namespaces: ['chat'],
    auth: false,
  },
  // Mini games (public; a game that needs a session asks for it when it is opened).
  {
    path: ROUTES.game,
    load: () => import('@/features/game/game-screen').then((m) => ({ default: m.GameScreen })),
    namespaces: ['game'],
    auth: false,
  },
];

const BY_PATH = new Map(PAGE_ROUTES.map((route) => [route.path.toLowerCase(), route]));

/**
 * The route of a path, if the table has it, matched as the router matches a path: ignoring case
 * and a trailing slash. (A lookup: the table has no parameters in its paths.)
 */
export function pageRouteOfPath(pathname: string): PageRoute | undefined {
  return BY_PATH.get((pathname.replace(/\/+$/, '') || '/').toLowerCase());
}

/** The route an address opens (`#/path?query`), if the table has it. */
export function pageRouteOfHash(hash: string): PageRoute | undefined {
  return pageRouteOfPath(hash.replace(/^#/, '').split('?')[0] || '/');
}
