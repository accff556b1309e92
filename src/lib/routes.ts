// Route paths of the app (hash routes, named as in product-spec.md §2) and the redirect allow-list.

export const ROUTES = {
  home: '/',
  homeAlias: '/pages/index/index',
  market: '/pages/market/market',
  marketSearch: '/pages/market/search',
  /** The home quotation page of one reading of the product: the quotes list. */
  quotation: '/pages/quotation/index',
  trade: '/pages/transaction/index',
  assets: '/pages/fund/assets',
  login: '/pages/common/login',
  register: '/pages/common/register',
  forget: '/pages/common/forget',
  area: '/pages/common/area',
  article: '/pages/common/article',
  realMark: '/pages/setting/real_mark',
  real: '/pages/setting/real',
  setting: '/pages/setting/setting',
  marketDetail: '/pages/market/detail',
  /** The user's price alerts; `?id=<match_id>` sets a new one on that pair (proposed /alert/*). */
  priceAlerts: '/pages/market/alerts',
  spotTrade: '/pages/transaction/currency',
  spotOrders: '/pages/transaction/currency_order',
  contractTrade: '/pages/transaction/contract',
  contractOrders: '/pages/transaction/contract_order',
  secondsTrade: '/pages/transaction/index2',
  secondsOrders: '/pages/transaction/seconds_order',
  assetsRecord: '/pages/fund/assets_record',
  assetsAllRecord: '/pages/fund/assets_all_record',
  /** The daily P/L history behind Assets' today's and total P/L (proposed /user/pnl_history). */
  pnl: '/pages/fund/pnl',
  transfer: '/pages/fund/transfer',
  fundTransfer: '/pages/fund/fundTransfer',
  /** Small balances converted into one coin (proposed /wallet/dust). */
  smallBalances: '/pages/fund/small_balances',
  transferHistory: '/pages/fund/transfer_history',
  depositSelect: '/pages/fund/select',
  rechargeSelect: '/pages/recharge/select',
  depositReceive: '/pages/fund/receive',
  rechargeReceive: '/pages/recharge/receive',
  depositWithdrawRecord: '/pages/fund/receive_withdraw_record',
  withdraw: '/pages/fund/withdraw',
  withdrawAlias: '/pages/withdraw/withdraw',
  walletAddresses: '/pages/setting/wallet',
  addWallet: '/pages/setting/addWallet',
  /** Withdrawal security: the address whitelist and the withdrawal code (proposed /user/withdraw/settings). */
  withdrawSecurity: '/pages/setting/withdrawSecurity',
  bankCard: '/pages/setting/bank',
  bankCardInternational: '/pages/setting/bank_international',
  userInfo: '/pages/setting/userInfo',
  security: '/pages/setting/security',
  password: '/pages/setting/password',
  payPassword: '/pages/setting/payPassword',
  antiPhishing: '/pages/setting/antiPhishing',
  devices: '/pages/setting/devices',
  /** Quick lock: the app's PIN after some time in the background (kept on this device only). */
  quickLock: '/pages/setting/quickLock',
  share: '/pages/setting/share',
  rebate: '/pages/setting/rebate',
  areas: '/pages/setting/areas',
  aboutUs: '/pages/common/aboutus',
  faq: '/pages/common/faq',
  contactUs: '/pages/common/contactus',
  webView: '/pages/common/webView',
  borrowing: '/pages/common/borrowing',
  kefu: '/pages/kefu/index',
  compliance: '/pages/setting/operational_compliance',
  coupon: '/pages/setting/coupon',
  /** The public chat room (a Home tile; the proposed chat events of the socket). */
  chatRoom: '/pages/chat/room',
  game: '/pages/game/game',
  otc: '/pages/otc/otc',
  otcOrder: '/pages/otc/order',
  otcOrders: '/pages/otc/orders',
  quickBuy: '/pages/otc/quick',
  bill: '/pages/setting/bill',
  notifications: '/pages/setting/notice',
  lockming: '/pages/lockming/lockming',
  lockmingWelcome: '/pages/lockming/welcome',
  lockmingBuy: '/pages/lockming/buy',
  lockmingOrder: '/pages/lockming/order',
  invest: '/pages/invest/invest',
  investPurchase: '/pages/invest/purchase',
  investMine: '/pages/invest/mine',
  investHelp: '/pages/invest/help',
  ieo: '/pages/ieo/ieo',
  ieoSubscribe: '/pages/ieo/subscribe',
  ieoOrder: '/pages/ieo/order',
  financial: '/pages/financial/index',
  copyTraders: '/pages/follow/index',
  followTrader: '/pages/follow/trader',
  copyTrader: '/pages/copytrade/trader',
  follow: '/pages/follow/follow',
  followAgreementZh: '/pages/follow/agreement_zh',
  followAgreementEn: '/pages/follow/agreement_en',
  copyMy: '/pages/copytrade/my',
  copyCopy: '/pages/copytrade/copy',
  copyApply: '/pages/copytrade/apply',
  nft: '/pages/nft/nft',
  nftArtist: '/pages/nft/artistDetail',
  nftMine: '/pages/nft/mine',
  nftArtwork: '/pages/nft/artworkDetail',
  nftArtworkVideo: '/pages/nft/artworkDetail_video',
  nftAuction: '/pages/nft/purchase',
  nftBuy: '/pages/nft/purchase_one',
  nftResell: '/pages/nft/resell',
  nftMyNft: '/pages/nft/myNft',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The four tabs of the bottom bar, in order. */
export const TAB_PATHS: readonly string[] = [ROUTES.home, ROUTES.market, ROUTES.trade, ROUTES.assets];

export const isTabPath = (path: string): boolean => TAB_PATHS.includes(path) || path === ROUTES.homeAlias;

const routePattern = /^\/pages\/[a-z_]+\/[A-Za-z_0-9]+$/;

/**
 * An internal path that is safe to navigate to after sign-in or from server data (banner links):
 * `/` or `/pages/<area>/<page>`, optionally with a query string. Anything else (absolute URLs,
 * protocol-relative `//host`, `javascript:`, path tricks) is refused.
 */
export function safeRedirect(raw: string | null | undefined, known: readonly string[]): string | null {
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  const [path = '', query] = value.split('?', 2);
  if (path !== '/' && !routePattern.test(path)) return null;
  if (!known.includes(path)) return null;
  if (path === ROUTES.login) return null;
  if (query !== undefined && !/^[\w=&%.-]*$/.test(query)) return null;
  return query ? `${path}?${query}` : path;
}

/** The sign-in page, which brings the user back to `returnTo` once signed in. */
export function loginPathFor(returnTo: string): string {
  return `${ROUTES.login}?redirect=${encodeURIComponent(returnTo)}`;
}

/** Every route the app has: the redirect allow-list. */
export const KNOWN_PATHS: readonly string[] = Object.values(ROUTES);
