// The ids that tie a LightTabs tab (src/components/light-tabs.tsx) to the panel it shows.

export const tabId = (panelId: string, key: string) => `${panelId}-tab-${key}`;

/** The props of the panel that shows the chosen tab of a LightTabs given the same `panelId`. */
export const tabPanelProps = (panelId: string, key: string) => ({
  role: 'tabpanel',
  id: `${panelId}-${key}`,
  'aria-labelledby': tabId(panelId, key),
});
