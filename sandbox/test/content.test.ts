// The content area: every operation in every language, texts localised (with the nearest language
// when one is missing), news paged newest first, banners whose images exist, safe HTML.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../src/wire/messages';
import { startSandbox } from './harness';

const s = await startSandbox();
const anonymous = { token: null };

interface NewsRow {
  id: number;
  c_id: number;
  title: string;
  abstract?: string;
  thumbnail: string;
  link: string;
  create_time: number;
}
interface NewsPage {
  list: NewsRow[];
  count: number;
  limit: number;
}

const get = <T>(operationId: string, input: Record<string, unknown> = {}, lang = 'en') =>
  s.call<T>(operationId, input, { token: null, lang }).then((answer) => {
    if (answer.type !== 'ok') throw new Error(`${operationId} (${lang}): ${answer.type} ${String(answer.message)}`);
    return answer.message;
  });

/** Every content call the app makes, with the contract's example input. */
const CALLS: Array<[string, Record<string, unknown>]> = [
  ['getSiteConfig', {}],
  ['getSetting', { keyword: 'register_agreement' }],
  ['getSetting', { keyword: 'privacy_statement' }],
  ['getPopupNotice', {}],
  ['listNews', { c_id: 4, page: 1, limit: 10 }],
  ['listNews', { c_id: 5 }],
  ['getNewsDetail', { id: 120 }],
  ['getMenu', {}],
  ['listFaq', {}],
  ['getContactUs', {}],
  ['getAboutUs', {}],
  ['getOperationalCompliance', {}],
];

describe('every content operation', () => {
  it('answers ok in each of the ten languages, signed in or not', async () => {
    expect(LANGS).toHaveLength(10);
    for (const lang of LANGS)
      for (const [operationId, input] of CALLS) {
        const anon = await s.call(operationId, input, { token: null, lang });
        expect(anon.type, `${operationId} ${lang}`).toBe('ok');
      }
    for (const [operationId, input] of CALLS) expect((await s.call(operationId, input)).type).toBe('ok');
  });
});

describe('languages', () => {
  it('answers the Chinese text in zh, falls back on it in hk, and on English elsewhere', async () => {
    const en = await get<{ title: string; content: string }>('getNewsDetail', { id: 120 }, 'en');
    const zh = await get<{ title: string }>('getNewsDetail', { id: 120 }, 'zh');
    const hk = await get<{ title: string }>('getNewsDetail', { id: 120 }, 'hk');
    const th = await get<{ title: string }>('getNewsDetail', { id: 120 }, 'th');
    expect(en.title).toBe('New listing - LTC/USDT seconds options');
    expect(zh.title).toMatch(/秒合约/);
    expect(hk.title).toBe(zh.title);
    expect(th.title).toBe(en.title);

    for (const operationId of ['listFaq', 'getAboutUs', 'getOperationalCompliance', 'getContactUs'])
      expect(JSON.stringify(await get(operationId, {}, 'zh'))).not.toBe(
        JSON.stringify(await get(operationId, {}, 'en')),
      );
    expect(await get('getSetting', { keyword: 'privacy_statement' }, 'zh')).toMatch(/隐私声明/);
    expect(await get('getSetting', { keyword: 'privacy_statement' }, 'spa')).toMatch(/Privacy Statement/);
  });
});

describe('news and banners', () => {
  it('pages the news newest first with the total count', async () => {
    const all = await get<NewsPage>('listNews', { c_id: 4 });
    expect(all.limit).toBe(10);
    expect(all.count).toBe(all.list.length);
    expect(all.count).toBeGreaterThanOrEqual(5);
    expect(new Set(all.list.map((n) => n.title)).size).toBe(all.count);
    const times = all.list.map((n) => n.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.list[0]?.id).toBe(120);
    expect(all.list.every((n) => n.c_id === 4 && !('content' in n))).toBe(true);

    const first = await get<NewsPage>('listNews', { c_id: 4, page: 1, limit: 3 });
    const second = await get<NewsPage>('listNews', { c_id: 4, page: 2, limit: 3 });
    expect(first).toMatchObject({ count: all.count, limit: 3 });
    expect([...first.list, ...second.list].map((n) => n.id)).toEqual(all.list.slice(0, 6).map((n) => n.id));
    const beyond = await get<NewsPage>('listNews', { c_id: 4, page: 50, limit: 10 });
    expect(beyond).toEqual({ list: [], count: all.count, limit: 10 });
  });

  it('lists two banners whose images the sandbox serves, each leading to a page', async () => {
    const banners = await get<NewsPage>('listNews', { c_id: 5 });
    expect(banners.count).toBe(2);
    for (const banner of banners.list) {
      expect(banner.thumbnail).toMatch(/^\/upload\/banner\/.+\.svg$/);
      expect(banner.link).toMatch(/^\/pages\//);
      const image = await s.sandbox.app.inject({ method: 'GET', url: banner.thumbnail });
      expect(image.statusCode).toBe(200);
    }
  });

  it('opens an article, a banner and the popup notice by id; refuses an unknown id', async () => {
    const article = await get<{ id: number; c_id: number; content: string; abstract: string }>('getNewsDetail', {
      id: 118,
    });
    expect(article).toMatchObject({ id: 118, c_id: 4 });
    expect(article.content).toMatch(/^<p>/);
    const notice = await get<{ id: number; title: string; content: string }>('getPopupNotice');
    expect(notice.id).toBe(31);
    expect(notice.title).toMatch(/^Scheduled maintenance on /);
    expect((await get<{ title: string }>('getNewsDetail', { id: notice.id })).title).toBe(notice.title);
    expect((await get<{ c_id: number }>('getNewsDetail', { id: 9 })).c_id).toBe(5);
    const unknown = await s.call('getNewsDetail', { id: 99999 }, anonymous);
    expect(unknown).toEqual({ type: 'error', message: 'This content does not exist' });
  });
});

describe('settings, pages, menu and help centre', () => {
  it('answers the site configuration and its logo exists', async () => {
    const config = await get<{ site_name: string; site_logo: string; support_url: string }>('getSiteConfig');
    expect(config).toEqual({
      site_name: 'Nova Exchange',
      site_logo: '/upload/images/logo.svg',
      support_url: 'https://chat.support.test/widget/nova.js',
    });
    expect((await s.sandbox.app.inject({ method: 'GET', url: config.site_logo })).statusCode).toBe(200);
  });

  it('answers each setting the app reads, and refuses an unknown keyword', async () => {
    expect(await get('getSetting', { keyword: 'register_agreement' })).toMatch(/^<h3>User Agreement<\/h3>/);
    expect(await get('getSetting', { keyword: 'privacy_statement' })).toMatch(/^<h3>Privacy Statement<\/h3>/);
    const unknown = await s.call('getSetting', { keyword: 'no_such_setting' }, anonymous);
    expect(unknown).toEqual({ type: 'error', message: 'This content does not exist' });
  });

  it('answers the site pages as articles', async () => {
    expect(await get('getAboutUs')).toMatchObject({ id: 41, title: 'About Nova Exchange' });
    expect(await get('getContactUs')).toMatchObject({ id: 42, title: 'Contact us' });
    expect(await get('getOperationalCompliance')).toMatchObject({ id: 43, title: 'Operational compliance' });
  });

  it('answers the feature grid and the help centre in display order', async () => {
    const menu = await get<Array<{ sort: number; title: string; is_financial: number }>>('getMenu');
    expect(menu.map((m) => m.sort)).toEqual([...menu.map((m) => m.sort)].sort((a, b) => a - b));
    expect(menu.filter((m) => m.is_financial === 1).map((m) => m.title)).toEqual(['lockming', 'ieo', 'invest']);
    const faq = await get<Array<{ sort: number; question: string; answer: string }>>('listFaq');
    expect(faq.length).toBeGreaterThanOrEqual(5);
    expect(faq.map((f) => f.sort)).toEqual([...faq.map((f) => f.sort)].sort((a, b) => a - b));
    // The withdrawal answer quotes the coins' own minimums
    expect(faq.find((f) => f.question === 'What are the withdrawal limits?')?.answer).toContain('0.001 BTC or 10 USDT');
  });

  it('says lock mining pays its income daily, as the sandbox does, in each language the texts exist in', async () => {
    const texts = [
      (await get<{ content: string }>('getNewsDetail', { id: 115 }, 'en')).content,
      (await get<{ question: string; answer: string }[]>('listFaq', {}, 'en')).find(
        (f) => f.question === 'What is lock mining?',
      )?.answer ?? '',
    ];
    for (const text of texts) {
      expect(text).toContain('at the end of each day');
      expect(text).not.toMatch(/paid (at maturity )?with the principal/);
    }
    const zh = [
      (await get<{ content: string }>('getNewsDetail', { id: 115 }, 'zh')).content,
      (await get<{ question: string; answer: string }[]>('listFaq', {}, 'zh')).find(
        (f) => f.question === '什么是锁仓挖矿？',
      )?.answer ?? '',
    ];
    for (const text of zh) {
      expect(text).toContain('每天结束时发放');
      expect(text).not.toContain('到期后连同本金一并发放');
    }
  });

  it('writes only plain, safe HTML in every text of every language', async () => {
    const texts: string[] = [];
    for (const lang of ['en', 'zh']) {
      texts.push(await get<string>('getSetting', { keyword: 'register_agreement' }, lang));
      texts.push(await get<string>('getSetting', { keyword: 'privacy_statement' }, lang));
      for (const op of ['getAboutUs', 'getContactUs', 'getOperationalCompliance', 'getPopupNotice'])
        texts.push((await get<{ content: string }>(op, {}, lang)).content);
      for (const f of await get<Array<{ answer: string }>>('listFaq', {}, lang)) texts.push(f.answer);
      for (const c_id of [4, 5])
        for (const n of (await get<NewsPage>('listNews', { c_id }, lang)).list)
          texts.push((await get<{ content: string }>('getNewsDetail', { id: n.id }, lang)).content);
    }
    expect(texts.length).toBeGreaterThan(30);
    for (const html of texts) {
      expect(html).not.toMatch(/<(script|iframe|style|img|object|embed|form|input)\b/i);
      expect(html).not.toMatch(/\son\w+\s*=|style\s*=|javascript:/i);
      const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
      expect(
        tags.every((tag) => ['p', 'h3', 'strong', 'em', 'ul', 'li', 'a', 'br'].includes(tag)),
        html,
      ).toBe(true);
      for (const href of html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^(mailto:|https:\/\/)/);
    }
  });
});
