/** Leaving the SPA (checkout, billing portal, marketing site) goes through here, so tests can observe it. */
export function goToExternal(url: string): void {
  window.location.assign(url);
}

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
