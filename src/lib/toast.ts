// A short message at the bottom of the screen (the kit's Toast), for screens that paint without
// the kit (Home, Market, the app shell): the toast's code loads with the first message.
export function showToast(content: string, duration = 1500): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => Toast.show({ content, duration }));
}
