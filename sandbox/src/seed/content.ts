// The seed of the content area: the site's name and logo, the home feature grid, news (category 4),
// home banners (5), notices (3, the newest popup one shown on the home page), the site pages (6:
// about us, contact us, operational compliance), the help centre and the settings texts
// (registration agreement, privacy statement). Texts in English and simplified Chinese (other
// languages read the nearest one); their HTML is plain and safe: p, h3, strong, em, ul/li and
// mailto links only. Dates are relative to the seed's clock, so "2 days ago" stays true.
import Big from 'big.js';
import type { Queryable } from '../db/db';

const HOUR = 3600e3;
const DAY = 24 * HOUR;

type Text = { title: string; abstract?: string; content: string };

interface Article {
  id: number;
  cId: 3 | 4 | 5 | 6;
  slug?: string;
  ageMs: number;
  thumbnail?: string;
  link?: string;
  popup?: boolean;
  en: Text;
  zh: Text;
}

const SITE = {
  site_name: 'Nova Exchange',
  site_logo: '/upload/images/logo.svg',
  support_url: 'https://chat.support.test/widget/nova.js',
};

/** The home feature grid: the contract's example entries, then the newer features. */
const MENU: Array<[title: string, url: string, openType: string, isFinancial: 0 | 1]> = [
  ['recharge', '/pages/recharge/select', 'navigateTo', 0],
  ['withdraw', '/pages/withdraw/withdraw', 'navigateTo', 0],
  ['futures', '/pages/transaction/index', 'switchTab', 0],
  ['copyTrade', '/pages/copytrade/copy', 'navigateTo', 0],
  ['financial', '/pages/financial/index', 'navigateTo', 0],
  ['exchange', '/pages/fund/transfer', 'navigateTo', 0],
  ['otc', '/pages/otc/otc', 'navigateTo', 0],
  ['lockming', '/pages/lockming/lockming', 'navigateTo', 1],
  ['ieo', '/pages/ieo/ieo', 'navigateTo', 1],
  ['invest', '/pages/invest/invest', 'navigateTo', 1],
  ['bill', '/pages/setting/bill', 'navigateTo', 0],
  ['game', '/pages/game/game', 'navigateTo', 0],
  ['coupon', '/pages/setting/coupon', 'navigateTo', 0],
  ['nft', '/pages/nft/nft', 'navigateTo', 0],
  ['borrowing', '/pages/common/borrowing', 'navigateTo', 0],
  ['chatRoom', '/pages/kefu/index', 'navigateTo', 0],
];

/** The day of a maintenance window, in both languages ("Tuesday 1 December", "12月1日星期二"). */
function day(ms: number): { en: string; zh: string } {
  const options = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
  return {
    en: new Date(ms).toLocaleDateString('en-GB', options).replace(',', ''),
    zh: new Date(ms).toLocaleDateString('zh-CN', options),
  };
}

function articles(now: number): Article[] {
  const maintenance = day(now + 3 * DAY);
  return [
    // Site pages
    {
      id: 41,
      cId: 6,
      slug: 'about_us',
      ageMs: 360 * DAY,
      thumbnail: '/upload/images/logo.svg',
      en: {
        title: 'About Nova Exchange',
        content:
          '<h3>About Nova Exchange</h3><p>Nova Exchange offers spot, contract and seconds-options trading, copy trading, lock mining and investment products in ten languages.</p><p>Customer funds are kept in segregated accounts, and every withdrawal is checked against the verification level of the account.</p>',
      },
      zh: {
        title: '关于 Nova Exchange',
        content:
          '<h3>关于 Nova Exchange</h3><p>Nova Exchange 提供现货、合约和秒合约交易、跟单交易、锁仓挖矿及理财产品，支持十种语言。</p><p>客户资金存放于独立账户，每笔提现都会按照账户的认证等级进行审核。</p>',
      },
    },
    {
      id: 42,
      cId: 6,
      slug: 'contact_us',
      ageMs: 360 * DAY,
      en: {
        title: 'Contact us',
        content:
          '<p>Customer service answers around the clock in the live chat of the app.</p><p>E-mail: <a href="mailto:support@exchange.test">support@exchange.test</a> (answer within 24 hours)</p><p>Business and listing enquiries: <a href="mailto:listing@exchange.test">listing@exchange.test</a></p>',
      },
      zh: {
        title: '联系我们',
        content:
          '<p>客服全天候在应用内的在线客服中为您服务。</p><p>电子邮件：<a href="mailto:support@exchange.test">support@exchange.test</a>（24 小时内回复）</p><p>商务与上币合作：<a href="mailto:listing@exchange.test">listing@exchange.test</a></p>',
      },
    },
    {
      id: 43,
      cId: 6,
      slug: 'operational_compliance',
      ageMs: 360 * DAY,
      en: {
        title: 'Operational compliance',
        content:
          '<h3>Operational compliance</h3><p>Accounts are verified in two levels before withdrawals and fiat trades: level 1 allows 200 BTC of withdrawals per 24 hours and fiat trades of 2,000 USDT each, level 2 allows 500 BTC and 1,000,000 USDT.</p><p>Verification passes only once the e-mail address and the phone number of the account are bound.</p><p><strong>Risk notice:</strong> digital assets and leveraged products carry a high risk of loss. Trade only with money you can afford to lose.</p>',
      },
      zh: {
        title: '运营合规',
        content:
          '<h3>运营合规</h3><p>账户在提现和法币交易前需完成两级认证：一级认证每 24 小时可提现 200 BTC，单笔法币交易上限 2,000 USDT；二级认证可提现 500 BTC，单笔上限 1,000,000 USDT。</p><p>只有在账户绑定了电子邮箱和手机号码后，认证才能通过。</p><p><strong>风险提示：</strong>数字资产和杠杆产品具有较高的亏损风险，请仅使用您能够承受损失的资金进行交易。</p>',
      },
    },
    // Notices: the newest popup one is the home page's dialog
    {
      id: 27,
      cId: 3,
      ageMs: 16 * DAY,
      en: {
        title: 'USDT-TRC20 deposit upgrade completed',
        content:
          '<p>The upgrade of the USDT-TRC20 deposit nodes is complete. Deposits made during the upgrade have all been credited.</p>',
      },
      zh: {
        title: 'USDT-TRC20 充值升级已完成',
        content: '<p>USDT-TRC20 充值节点升级已完成，升级期间的充值均已到账。</p>',
      },
    },
    {
      id: 31,
      cId: 3,
      ageMs: 20 * HOUR,
      popup: true,
      en: {
        title: `Scheduled maintenance on ${maintenance.en}`,
        content: `<p>Spot and contract trading pause on <strong>${maintenance.en}, 02:00-03:00 UTC</strong> for a system upgrade. Deposits and withdrawals are not affected.</p><p>Open orders stay on the book; take-profit and stop-loss orders resume after the upgrade.</p>`,
      },
      zh: {
        title: `${maintenance.zh}系统维护公告`,
        content: `<p>现货和合约交易将于 <strong>${maintenance.zh} 02:00-03:00（UTC）</strong>暂停，进行系统升级。充值和提现不受影响。</p><p>挂单将保留，止盈止损单在升级完成后恢复执行。</p>`,
      },
    },
    // Home banners
    {
      id: 8,
      cId: 5,
      ageMs: 10.5 * DAY,
      thumbnail: '/upload/banner/invite.svg',
      link: '/pages/setting/share',
      en: {
        title: 'Invite friends and share their trading fees',
        content:
          '<p>Share your invitation code from <strong>Settings &gt; Invite</strong>. Every friend who signs up with it earns you a share of their trading fees, paid into your account.</p>',
      },
      zh: {
        title: '邀请好友，分享交易手续费',
        content:
          '<p>在<strong>设置 &gt; 邀请</strong>中分享您的邀请码。每位使用该邀请码注册的好友，其交易手续费的一部分将返还到您的账户。</p>',
      },
    },
    {
      id: 9,
      cId: 5,
      ageMs: 9.5 * DAY,
      thumbnail: '/upload/banner/seconds.svg',
      link: '/pages/transaction/index',
      en: {
        title: 'Seconds options - up to 85% profit ratio',
        content:
          '<p>Predict whether the price goes up or down within seconds. A correct prediction pays the stake times the profit ratio of the period.</p>',
      },
      zh: {
        title: '秒合约 - 收益率最高 85%',
        content: '<p>预测价格在数秒内的涨跌，预测正确即可获得本金乘以该周期收益率的收益。</p>',
      },
    },
    // News
    {
      id: 103,
      cId: 4,
      ageMs: 27 * DAY,
      thumbnail: '/upload/images/logo.svg',
      en: {
        title: 'The app now speaks ten languages',
        abstract: 'Thai, Japanese, Korean, French, Spanish, Indonesian and Vietnamese join English and Chinese.',
        content:
          '<p>The app is now available in ten languages: English, simplified and traditional Chinese, Thai, Japanese, Korean, French, Spanish, Indonesian and Vietnamese.</p><p>Choose yours in <em>Settings &gt; Language</em>.</p>',
      },
      zh: {
        title: '应用现已支持十种语言',
        abstract: '泰语、日语、韩语、法语、西班牙语、印尼语和越南语加入英语和中文的行列。',
        content:
          '<p>应用现已支持十种语言：英语、简体中文、繁体中文、泰语、日语、韩语、法语、西班牙语、印尼语和越南语。</p><p>请在<em>设置 &gt; 语言</em>中选择。</p>',
      },
    },
    {
      id: 106,
      cId: 4,
      ageMs: 19 * DAY,
      thumbnail: '/upload/images/logo.svg',
      en: {
        title: 'Identity verification: two levels, higher limits',
        abstract: 'Advanced verification raises the daily withdrawal limit from 200 to 500 BTC.',
        content:
          '<p>Identity verification has two levels. The basic level (name and document number) allows withdrawals of <strong>200 BTC</strong> per 24 hours; the advanced level (photos of both sides of the document) raises it to <strong>500 BTC</strong>.</p><p>Bind your e-mail address and phone number first: verification passes only with both.</p>',
      },
      zh: {
        title: '身份认证：两级认证，更高额度',
        abstract: '高级认证将每日提现额度从 200 BTC 提升至 500 BTC。',
        content:
          '<p>身份认证分为两级。初级认证（姓名和证件号码）每 24 小时可提现 <strong>200 BTC</strong>；高级认证（证件正反面照片）可提升至 <strong>500 BTC</strong>。</p><p>请先绑定电子邮箱和手机号码：两者都绑定后认证才能通过。</p>',
      },
    },
    {
      id: 109,
      cId: 4,
      ageMs: 13 * DAY,
      thumbnail: '/upload/coin/doge.svg',
      en: {
        title: 'DOGE/USDT joins spot trading and seconds options',
        abstract: 'Dogecoin can now be traded on the spot market and in seconds options.',
        content:
          '<p><strong>DOGE/USDT</strong> is now listed for spot trading and seconds options. Deposits and withdrawals of DOGE are open.</p>',
      },
      zh: {
        title: 'DOGE/USDT 上线现货交易和秒合约',
        abstract: '狗狗币现已支持现货交易和秒合约。',
        content: '<p><strong>DOGE/USDT</strong> 现已上线现货交易和秒合约，DOGE 充值和提现同步开放。</p>',
      },
    },
    {
      id: 112,
      cId: 4,
      ageMs: 8 * DAY,
      thumbnail: '/upload/coin/tsla.svg',
      en: {
        title: 'Apple and Tesla stock contracts are open',
        abstract: 'Trade AAPL/USDT and TSLA/USDT with leverage from the stock mode of the Trade tab.',
        content:
          '<p>Stock contracts on <strong>AAPL/USDT</strong> and <strong>TSLA/USDT</strong> are open. Choose the stock mode on the Trade tab, pick a leverage multiple and go long or short.</p><p>Overnight fees apply to positions held past the daily settlement.</p>',
      },
      zh: {
        title: '苹果和特斯拉股票合约已开放',
        abstract: '在交易页的股票模式中以杠杆交易 AAPL/USDT 和 TSLA/USDT。',
        content:
          '<p><strong>AAPL/USDT</strong> 和 <strong>TSLA/USDT</strong> 股票合约现已开放。在交易页选择股票模式，选择杠杆倍数即可做多或做空。</p><p>持仓超过每日结算时间将收取隔夜费。</p>',
      },
    },
    {
      id: 115,
      cId: 4,
      ageMs: 3.9 * DAY,
      thumbnail: '/upload/news/lock-mining.svg',
      en: {
        title: 'Lock mining - 5-day cycle at 0.3% to 0.4% a day',
        abstract: 'Lock USDT for five days and earn a daily yield between 0.3% and 0.4%.',
        content:
          '<p>Lock USDT for a <strong>5-day cycle</strong> and earn a daily yield between 0.3% and 0.4%, paid into your spot account at the end of each day; the principal returns at maturity.</p><p>Early redemption is possible: the penalty is the settlement ratio times the remaining days times the locked amount.</p>',
      },
      zh: {
        title: '锁仓挖矿 - 5 天周期，日收益 0.3% 至 0.4%',
        abstract: '锁仓 USDT 五天，每日收益 0.3% 至 0.4%。',
        content:
          '<p>锁仓 USDT <strong>5 天周期</strong>，每日收益 0.3% 至 0.4%，每天结束时发放到您的现货账户，本金于到期时返还。</p><p>可以提前赎回：违约金为结算比例乘以剩余天数再乘以锁仓金额。</p>',
      },
    },
    {
      id: 118,
      cId: 4,
      ageMs: 2.2 * DAY,
      thumbnail: '/upload/news/copy-trading.svg',
      en: {
        title: 'Copy trading now shows hourly trader statistics',
        abstract: 'Accuracy, total profit and followers of every trader now update hourly.',
        content:
          '<p>The trader list of copy trading now updates every hour: <strong>accuracy</strong>, total profit and loss and the number of followers.</p><p>Follow a trader with a fixed multiple or a fixed number of lots, and cancel at any time.</p>',
      },
      zh: {
        title: '跟单交易现按小时更新交易员数据',
        abstract: '每位交易员的胜率、总收益和跟随人数现每小时更新。',
        content:
          '<p>跟单交易的交易员列表现每小时更新：<strong>胜率</strong>、总盈亏和跟随人数。</p><p>可按固定倍数或固定手数跟随交易员，并可随时取消。</p>',
      },
    },
    {
      id: 120,
      cId: 4,
      ageMs: 6 * HOUR,
      thumbnail: '/upload/news/ltc-options.svg',
      en: {
        title: 'New listing - LTC/USDT seconds options',
        abstract: 'Trade LTC/USDT in 30, 60 and 120 second options from today.',
        content:
          '<p>From today LTC/USDT can be traded as <strong>seconds options</strong> with periods of 30, 60 and 120 seconds, next to BTC/USDT and ETH/USDT.</p><p>Open <em>Trade &gt; Options</em> and choose LTC/USDT to start.</p>',
      },
      zh: {
        title: '新上线 - LTC/USDT 秒合约',
        abstract: '即日起可交易 30、60 和 120 秒的 LTC/USDT 秒合约。',
        content:
          '<p>即日起，LTC/USDT 可作为<strong>秒合约</strong>交易，周期为 30、60 和 120 秒，与 BTC/USDT 和 ETH/USDT 并列。</p><p>打开<em>交易 &gt; 期权</em>并选择 LTC/USDT 即可开始。</p>',
      },
    },
  ];
}

type Faq = { en: [question: string, answer: string]; zh: [question: string, answer: string] };

/** The help centre; the withdrawal answer quotes the coins' own minimums and fees. */
function faqs(limits: { btcMin: string; btcFee: string; usdtMin: string; usdtFee: string }): Faq[] {
  return [
    {
      en: [
        'How do I verify my identity?',
        '<p>Open <strong>Settings &gt; Identity verification</strong>. Bind your e-mail address and phone number first, then submit your name and document number (basic level). Once it is approved you can upload both sides of the document for the advanced level.</p><p>A review takes a few minutes; you receive a notification with the result.</p>',
      ],
      zh: [
        '如何进行身份认证？',
        '<p>打开<strong>设置 &gt; 身份认证</strong>。请先绑定电子邮箱和手机号码，然后提交姓名和证件号码（初级认证）。通过后即可上传证件正反面照片进行高级认证。</p><p>审核需要几分钟，结果将通过通知告知您。</p>',
      ],
    },
    {
      en: [
        'What are the withdrawal limits?',
        `<p>Level 1 (basic verification) may withdraw up to <strong>200 BTC</strong> per 24 hours, level 2 (advanced) up to <strong>500 BTC</strong>.</p><p>The minimum withdrawal is ${limits.btcMin} BTC or ${limits.usdtMin} USDT; the network fee is ${limits.btcFee} BTC or ${limits.usdtFee} USDT.</p>`,
      ],
      zh: [
        '提现额度是多少？',
        `<p>一级（初级认证）每 24 小时最多可提现 <strong>200 BTC</strong>，二级（高级认证）最多 <strong>500 BTC</strong>。</p><p>最低提现金额为 ${limits.btcMin} BTC 或 ${limits.usdtMin} USDT；网络手续费为 ${limits.btcFee} BTC 或 ${limits.usdtFee} USDT。</p>`,
      ],
    },
    {
      en: [
        'How do I deposit?',
        '<p>Open <strong>Assets &gt; Deposit</strong>, choose the coin and its network, and send the coins to the address shown. The deposit is credited after the network confirmations.</p><p>Send only the coin of the address on its own network: other coins are lost.</p>',
      ],
      zh: [
        '如何充值？',
        '<p>打开<strong>资产 &gt; 充值</strong>，选择币种和网络，将币发送到显示的地址。网络确认后即可到账。</p><p>请只向该地址发送对应网络的对应币种，否则资产将无法找回。</p>',
      ],
    },
    {
      en: [
        'How do I move funds between my accounts?',
        '<p>Your funds sit in four accounts: fiat (legal), spot, contract and options. Open <strong>Assets &gt; Transfer</strong>, choose the two accounts and the amount. Transfers are free and immediate.</p>',
      ],
      zh: [
        '如何在账户之间划转资金？',
        '<p>您的资金分布在四个账户：法币、现货、合约和期权。打开<strong>资产 &gt; 划转</strong>，选择两个账户和金额即可。划转免费且即时到账。</p>',
      ],
    },
    {
      en: [
        'How are seconds options settled?',
        '<p>You choose up or down and a period. When the period ends, a correct prediction pays the stake times the profit ratio; a wrong one loses the stake.</p>',
      ],
      zh: [
        '秒合约如何结算？',
        '<p>您选择看涨或看跌以及周期。周期结束时，预测正确可获得本金乘以收益率的收益；预测错误则损失本金。</p>',
      ],
    },
    {
      en: [
        'How do I set or change my pay password?',
        '<p>Open <strong>Settings &gt; Security &gt; Pay password</strong>. Ask for a code by e-mail or SMS, then type the new 6-digit password twice. Withdrawals and other fund operations ask for it.</p>',
      ],
      zh: [
        '如何设置或修改资金密码？',
        '<p>打开<strong>设置 &gt; 安全 &gt; 资金密码</strong>，通过邮件或短信获取验证码，然后输入两次新的 6 位数字密码。提现等资金操作需要使用该密码。</p>',
      ],
    },
    {
      en: [
        'I forgot my login password',
        '<p>On the sign-in page choose <strong>Forgot password</strong>, ask for a code to your e-mail address or phone, and set a new password of 6 to 20 characters. You are then signed out on every device.</p>',
      ],
      zh: [
        '忘记登录密码怎么办？',
        '<p>在登录页选择<strong>忘记密码</strong>，获取发送到邮箱或手机的验证码，然后设置 6 至 20 位的新密码。之后所有设备都将退出登录。</p>',
      ],
    },
    {
      en: [
        'How does copy trading work?',
        '<p>Choose a trader in <strong>Copy trading</strong> and follow them with a fixed multiple of their orders or a fixed number of lots. Their trades are copied into your contract account until you cancel the follow.</p>',
      ],
      zh: [
        '跟单交易如何运作？',
        '<p>在<strong>跟单交易</strong>中选择交易员，按其订单的固定倍数或固定手数跟随。在您取消跟随之前，其交易将复制到您的合约账户。</p>',
      ],
    },
    {
      en: [
        'What is lock mining?',
        '<p>Lock an amount for a fixed number of days and earn a daily yield, paid at the end of each day; the principal returns at maturity. Redeeming early costs a penalty on the remaining days.</p>',
      ],
      zh: [
        '什么是锁仓挖矿？',
        '<p>将一定数额锁定固定天数，每日获得收益，每天结束时发放，本金于到期时返还。提前赎回将按剩余天数收取违约金。</p>',
      ],
    },
  ];
}

const SETTINGS: Record<string, { en: string; zh: string }> = {
  register_agreement: {
    en: '<h3>User Agreement</h3><p>By registering you confirm that you are at least 18 years old and that digital assets carry a high risk of loss.</p><ul><li>Keep your password and pay password to yourself; the site never asks for them.</li><li>One person holds one account; the identity you verify must be your own.</li><li>Withdrawals are limited by your verification level.</li></ul><p>The site may suspend an account used for fraud or money laundering.</p>',
    zh: '<h3>用户协议</h3><p>注册即表示您确认已年满 18 周岁，并了解数字资产具有较高的亏损风险。</p><ul><li>请妥善保管登录密码和资金密码，本站绝不会向您索取。</li><li>每人只能持有一个账户，所认证的身份必须是您本人。</li><li>提现额度受认证等级限制。</li></ul><p>如账户被用于欺诈或洗钱，本站有权冻结该账户。</p>',
  },
  privacy_statement: {
    en: '<h3>Privacy Statement</h3><p>We collect the data needed to run your account and to meet our legal duties (identity verification, anti-money-laundering checks). We never sell it.</p><p>You may ask for a copy of your data or for its deletion at any time through customer service or at <a href="mailto:privacy@exchange.test">privacy@exchange.test</a>.</p>',
    zh: '<h3>隐私声明</h3><p>我们仅收集运营您的账户和履行法律义务（身份认证、反洗钱审查）所需的数据，绝不出售。</p><p>您可随时通过客服或发送邮件至 <a href="mailto:privacy@exchange.test">privacy@exchange.test</a> 申请获取或删除您的数据。</p>',
  },
};

const plain = (value: string): string => new Big(value).toString();

export async function seedContent(q: Queryable, now: number): Promise<void> {
  for (const [key, value] of Object.entries(SITE))
    await q.query('INSERT INTO settings (key, value) VALUES ($1, $2)', [key, value]);

  for (const [index, [title, url, openType, isFinancial]] of MENU.entries())
    await q.query(
      'INSERT INTO home_menu (id, title, icon, url, open_type, is_financial, sort) VALUES ($1, $2, $3, $4, $5, $6, $1)',
      [index + 1, title, `home-nav-${index + 1}`, url, openType, isFinancial],
    );

  for (const a of articles(now)) {
    await q.query(
      'INSERT INTO news (id, c_id, slug, thumbnail, link, popup, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [a.id, a.cId, a.slug ?? null, a.thumbnail ?? '', a.link ?? '', a.popup ?? false, Math.round(now - a.ageMs)],
    );
    for (const lang of ['en', 'zh'] as const)
      await q.query('INSERT INTO news_texts (news_id, lang, title, abstract, content) VALUES ($1, $2, $3, $4, $5)', [
        a.id,
        lang,
        a[lang].title,
        a[lang].abstract ?? '',
        a[lang].content,
      ]);
  }

  const coins = await q.query<{ name: string; withdraw_min: string; withdraw_fee: string }>(
    "SELECT name, withdraw_min, withdraw_fee FROM currencies WHERE name IN ('BTC', 'USDT')",
  );
  const coin = (name: string) => coins.find((c) => c.name === name) ?? { withdraw_min: '0', withdraw_fee: '0' };
  const limits = {
    btcMin: plain(coin('BTC').withdraw_min),
    btcFee: plain(coin('BTC').withdraw_fee),
    usdtMin: plain(coin('USDT').withdraw_min),
    usdtFee: plain(coin('USDT').withdraw_fee),
  };
  for (const [index, faq] of faqs(limits).entries()) {
    const id = index + 1;
    await q.query('INSERT INTO faqs (id, sort, created_at) VALUES ($1, $1, $2)', [id, now - (200 - index) * DAY]);
    for (const lang of ['en', 'zh'] as const)
      await q.query('INSERT INTO faq_texts (faq_id, lang, question, answer) VALUES ($1, $2, $3, $4)', [
        id,
        lang,
        faq[lang][0],
        faq[lang][1],
      ]);
  }

  for (const [keyword, texts] of Object.entries(SETTINGS))
    for (const lang of ['en', 'zh'] as const)
      await q.query('INSERT INTO setting_texts (keyword, lang, value) VALUES ($1, $2, $3)', [
        keyword,
        lang,
        texts[lang],
      ]);
}
