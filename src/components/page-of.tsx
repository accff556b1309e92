// A page of its own around a panel another place embeds (a module of its own: page.tsx then
// exports components only, for Fast Refresh).
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from './page';

/**
 * A page of its own around content another place embeds without a frame (a Trade tab panel
 * opened by its own route): `pageOf(SpotTradePanel, 'spot-trade', 'title')`.
 */
export function pageOf(Content: ComponentType, namespace: string, titleKey: string): ComponentType {
  function PageOf() {
    const { t } = useTranslation(namespace);
    return (
      <Page title={t(titleKey)}>
        <Content />
      </Page>
    );
  }
  PageOf.displayName = `PageOf(${Content.displayName ?? Content.name})`;
  return PageOf;
}
