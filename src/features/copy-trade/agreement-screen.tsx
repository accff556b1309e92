// The copy trading agreement, one page per language as the routes name them (agreement_zh in
// Chinese, agreement_en in English), with a link to the other. The page's frame speaks the
// reader's language; the agreement itself the page's.
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { LANGUAGE_NAMES } from '@/lib/language-names';
import { ROUTES } from '@/lib/routes';
import './copy-trade.css';

const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;

function AgreementScreen({ lang }: { lang: 'zh' | 'en' }) {
  const { t } = useTranslation('copy-trade');
  const { t: text } = useTranslation('copy-trade', { lng: lang });
  const { redirectTo } = useAppNavigation();
  const other = lang === 'zh' ? 'en' : 'zh';
  return (
    <Page title={t('agreement.title')}>
      <article className="copy-agreement" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
        <h1>{text('agreement.heading')}</h1>
        {PARAGRAPHS.map((key) => (
          <p key={key}>{text(`agreement.${key}`)}</p>
        ))}
      </article>
      <p className="copy-agreement__other">
        <button
          type="button"
          className="link-button"
          lang={other === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => redirectTo(other === 'zh' ? ROUTES.followAgreementZh : ROUTES.followAgreementEn)}
        >
          {t('agreement.readIn', { language: LANGUAGE_NAMES[other] })}
        </button>
      </p>
    </Page>
  );
}

export const AgreementZhScreen = () => <AgreementScreen lang="zh" />;
export const AgreementEnScreen = () => <AgreementScreen lang="en" />;
