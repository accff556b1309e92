// The content area: the site's configuration, settings texts, news and banners, the popup notice,
// the home feature grid, the help centre and the site pages (about us, contact us, compliance).
// Every text is read in the request's language, else the nearest one written (see textLangs).
import type {
  FaqItem,
  HomeMenuItem,
  HomeMenuItemIsFinancial,
  HomeMenuItemOpenType,
  News,
  NewsCId,
  NewsDetail,
  NewsPage,
  Notice,
  SiteConfig,
  SitePage,
} from '../../../generated/model';
import type { Queryable } from '../db/db';
import { fail } from '../wire/errors';
import type { Lang } from '../wire/messages';
import type { Area } from '../world';

/** The languages to read a text in, best first: traditional Chinese falls back on simplified, all on English. */
export function textLangs(lang: Lang): string[] {
  return [...new Set([lang, ...(lang === 'hk' ? ['zh'] : []), 'en'])];
}

interface ArticleRow {
  id: number;
  c_id: number;
  thumbnail: string;
  link: string;
  created_at: number;
  title: string;
  abstract: string;
  content: string;
}

/** Articles with their text in the best language; `where` filters `n` (news) with parameters from $2. */
function articles(q: Queryable, lang: Lang, where: string, params: unknown[], tail = ''): Promise<ArticleRow[]> {
  return q.query<ArticleRow>(
    `SELECT n.id, n.c_id, n.thumbnail, n.link, n.created_at, t.title, t.abstract, t.content
     FROM news n
     CROSS JOIN LATERAL (
       SELECT title, abstract, content FROM news_texts
       WHERE news_id = n.id AND lang = ANY($1::text[]) ORDER BY array_position($1::text[], lang) LIMIT 1
     ) t
     WHERE ${where} ${tail}`,
    [textLangs(lang), ...params],
  );
}

const seconds = (ms: number): number => Math.floor(Number(ms) / 1000);

/** A list row: the summary without the body; an empty abstract is left out, as the backends do for banners. */
function newsItem(r: ArticleRow): News {
  return {
    id: r.id,
    c_id: r.c_id as NewsCId,
    title: r.title,
    ...(r.abstract ? { abstract: r.abstract } : {}),
    thumbnail: r.thumbnail,
    link: r.link,
    create_time: seconds(r.created_at),
  };
}

async function sitePage(q: Queryable, lang: Lang, slug: string): Promise<SitePage> {
  const [page] = await articles(q, lang, 'n.slug = $2', [slug]);
  if (!page) return fail('contentNotFound');
  return {
    id: page.id,
    title: page.title,
    content: page.content,
    ...(page.thumbnail ? { thumbnail: page.thumbnail } : {}),
    create_time: seconds(page.created_at),
  };
}

export const content: Area = {
  handlers: {
    async getSiteConfig({ world }): Promise<SiteConfig> {
      const rows = await world.db.query<{ key: string; value: string }>(
        "SELECT key, value FROM settings WHERE key IN ('site_name', 'site_logo', 'support_url')",
      );
      const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
      return { site_name: value('site_name'), site_logo: value('site_logo'), support_url: value('support_url') };
    },

    async getSetting({ world, input, lang }) {
      const row = await world.db.one<{ value: string }>(
        `SELECT value FROM setting_texts WHERE keyword = $1 AND lang = ANY($2::text[])
         ORDER BY array_position($2::text[], lang) LIMIT 1`,
        [String(input.keyword), textLangs(lang)],
      );
      return row ? row.value : fail('contentNotFound');
    },

    async getPopupNotice({ world, lang }): Promise<Notice | null> {
      const [notice] = await articles(world.db, lang, 'n.popup', [], 'ORDER BY n.created_at DESC, n.id DESC LIMIT 1');
      return notice
        ? { id: notice.id, title: notice.title, content: notice.content, create_time: seconds(notice.created_at) }
        : null;
    },

    async listNews({ world, input, lang }): Promise<NewsPage> {
      const cId = Number(input.c_id);
      const page = Number(input.page ?? 1);
      const limit = Number(input.limit ?? 10);
      const list = await articles(
        world.db,
        lang,
        'n.c_id = $2',
        [cId, limit, (page - 1) * limit],
        'ORDER BY n.created_at DESC, n.id DESC LIMIT $3 OFFSET $4',
      );
      const total = await world.db.one<{ n: number }>('SELECT count(*)::int AS n FROM news WHERE c_id = $1', [cId]);
      return { list: list.map(newsItem), count: Number(total?.n ?? 0), limit };
    },

    async getNewsDetail({ world, input, lang }): Promise<NewsDetail> {
      const [article] = await articles(world.db, lang, 'n.id = $2', [Number(input.id)]);
      if (!article) return fail('contentNotFound');
      return {
        id: article.id,
        c_id: article.c_id,
        title: article.title,
        abstract: article.abstract,
        thumbnail: article.thumbnail,
        content: article.content,
        link: article.link,
        create_time: seconds(article.created_at),
      };
    },

    async getMenu({ world }): Promise<HomeMenuItem[]> {
      const rows = await world.db.query<{
        id: number;
        title: string;
        icon: string;
        url: string;
        open_type: string;
        is_financial: number;
        sort: number;
      }>('SELECT * FROM home_menu ORDER BY sort, id');
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        icon: r.icon,
        url: r.url,
        open_type: r.open_type as HomeMenuItemOpenType,
        is_financial: r.is_financial as HomeMenuItemIsFinancial,
        sort: r.sort,
      }));
    },

    async listFaq({ world, lang }): Promise<FaqItem[]> {
      const rows = await world.db.query<{
        id: number;
        sort: number;
        created_at: number;
        question: string;
        answer: string;
      }>(
        `SELECT f.id, f.sort, f.created_at, t.question, t.answer FROM faqs f
         CROSS JOIN LATERAL (
           SELECT question, answer FROM faq_texts
           WHERE faq_id = f.id AND lang = ANY($1::text[]) ORDER BY array_position($1::text[], lang) LIMIT 1
         ) t
         ORDER BY f.sort, f.id`,
        [textLangs(lang)],
      );
      return rows.map((r) => ({
        id: r.id,
        question: r.question,
        answer: r.answer,
        sort: r.sort,
        create_time: seconds(r.created_at),
      }));
    },

    getContactUs: ({ world, lang }) => sitePage(world.db, lang, 'contact_us'),
    getAboutUs: ({ world, lang }) => sitePage(world.db, lang, 'about_us'),
    getOperationalCompliance: ({ world, lang }) => sitePage(world.db, lang, 'operational_compliance'),
  },
};
