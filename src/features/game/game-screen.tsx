// Mini games (`/pages/game/game`, Home "mini game"): the games the site offers, each with its icon,
// name, category, description and how many have played it. Tapping one opens it in the in-app
// webView page, but only when its address is on the webView allow-list (an address outside it is
// refused with a message, never opened); a game that needs a session asks a signed-out user to
// log in first. The token never goes into the game's address.
import { Dialog, Empty, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useListGames } from '@generated/api/game/game';
import type { Game } from '@generated/model';
import { resolveImageUrl } from '@/api/image-url';
import { useSession } from '@/api/session';
import { EarnList, EarnTag } from '@/components/earn-card';
import { EarnPage } from '@/components/earn-page';
import { QueryStatus } from '@/components/query-status';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLocale } from '@/hooks/use-locale';
import { DEV, useWebViewAllowList } from '@/hooks/use-web-view-allow-list';
import { formatCount } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { checkWebUrl } from '@/lib/web-origins';
import './game.css';

function GameCard({ game, signedIn, onOpen }: { game: Game; signedIn: boolean; onOpen: (game: Game) => void }) {
  const { t } = useTranslation('game');
  const locale = useLocale();
  // The card is one button named by what it shows (the game's name first, then its category,
  // description and players), so that a voice control user can say the name they see.
  return (
    <button type="button" className="earn-card game-card" onClick={() => onOpen(game)}>
      <img className="game-card__icon" src={resolveImageUrl(game.icon)} alt="" loading="lazy" />
      <span className="game-card__body">
        <span className="game-card__title">
          <span className="game-card__name">{game.name}</span>
          <EarnTag>{t(`categories.${game.category}`)}</EarnTag>
        </span>
        {game.description && <span className="game-card__text">{game.description}</span>}
        <span className="game-card__meta">
          {t('players', { players: formatCount(game.players, locale) })}
          {game.login_required && !signedIn && <EarnTag tone="warm">{t('loginToPlay')}</EarnTag>}
        </span>
      </span>
    </button>
  );
}

export function GameScreen() {
  const { t } = useTranslation('game');
  const { navigateTo } = useAppNavigation();
  const { token } = useSession();
  const { origins } = useWebViewAllowList();
  const games = useListGames(undefined, { query: { staleTime: 5 * 60_000 }, request: { silent: true } });

  function open(game: Game): void {
    if (game.login_required && !token) {
      Toast.show({ content: t('loginFirst', { name: game.name }), duration: 1500 });
      navigateTo(`${ROUTES.login}?redirect=${encodeURIComponent(ROUTES.game)}`);
      return;
    }
    const verdict = checkWebUrl(game.url, origins, { dev: DEV });
    if (!verdict.allowed) {
      void Dialog.alert({
        title: t('refusedTitle'),
        content: t('refusedText', { name: game.name, host: verdict.host }),
        confirmText: t('ok'),
      });
      return;
    }
    const query = new URLSearchParams({ url: verdict.url, title: game.name });
    navigateTo(`${ROUTES.webView}?${query.toString()}`);
  }

  return (
    <EarnPage title={t('title')}>
      <QueryStatus query={games} />
      {games.data?.length === 0 && <Empty className="game-empty" description={t('empty')} />}
      {games.data && (
        <EarnList label={t('title')} rows={games.data} rowKey={(game) => game.id}>
          {(game) => <GameCard game={game} signedIn={Boolean(token)} onOpen={open} />}
        </EarnList>
      )}
    </EarnPage>
  );
}
