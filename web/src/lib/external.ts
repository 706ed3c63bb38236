/** Leaving the SPA (checkout, billing portal, marketing site) goes through here, so tests can observe it. */
export function goToExternal(url: string): void {
  window.location.assign(url);
}

/**
 * One tab of ours, named: a second click brings that tab back to `path` instead of opening another. Our own pages
 * only (same origin), so the tab may know its opener.
 */
export function openOurTab(path: string, name: string): void {
  window.open(path, name)?.focus();
}

/** Hands a JSON document to the browser as a file download ('Baixar meus dados'). */
export function saveJsonFile(fileName: string, data: unknown): void {
  saveFile(fileName, JSON.stringify(data, null, 2), 'application/json');
}

/** Offers `content` as a download named `fileName`. */
export function saveFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
