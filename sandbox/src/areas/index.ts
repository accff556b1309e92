// Every area of the sandbox, by the contract's tag: its handlers (by operationId), jobs and feed listeners.
import type { Area } from '../world';
import { auth } from './auth';
import { account } from './account';
import { kyc } from './kyc';
import { content } from './content';
import { market } from './market';
import { spotTrade } from './spot-trade';
import { contractTrade } from './contract-trade';
import { secondsTrade } from './seconds-trade';
import { assets } from './assets';
import { deposit } from './deposit';
import { transfer } from './transfer';
import { withdraw } from './withdraw';
import { copyTrade } from './copy-trade';
import { otc } from './otc';
import { coupon } from './coupon';
import { ieo } from './ieo';
import { mining } from './mining';
import { invest } from './invest';
import { nft } from './nft';
import { loans } from './loans';
import { rebate } from './rebate';
import { game } from './game';

export const AREAS: Record<string, Area> = {
  auth: auth,
  account: account,
  kyc: kyc,
  content: content,
  market: market,
  'spot-trade': spotTrade,
  'contract-trade': contractTrade,
  'seconds-trade': secondsTrade,
  assets: assets,
  deposit: deposit,
  transfer: transfer,
  withdraw: withdraw,
  'copy-trade': copyTrade,
  otc: otc,
  coupon: coupon,
  ieo: ieo,
  mining: mining,
  invest: invest,
  nft: nft,
  loans: loans,
  rebate: rebate,
  game: game,
};
