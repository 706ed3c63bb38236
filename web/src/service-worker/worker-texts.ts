/** pt-BR texts the service worker shows by itself: a push whose payload it cannot read still shows a notification. */
export const workerTexts = {
  fallbackTitle: 'Carey',
  fallbackBody: 'Há uma novidade para você no Carey.',
};
