/**
 * Tests only: what a function writes to its log (stdout and stderr, where Powertools writes its JSON lines and EMF
 * metrics), captured and kept quiet until `restore()`. Lines that are JSON come back parsed.
 */
export function captureLog() {
  const lines: string[] = [];
  const spies = [process.stdout, process.stderr].map((stream) =>
    jest.spyOn(stream, 'write').mockImplementation(((chunk: unknown) => {
      lines.push(...String(chunk).split('\n').filter((l) => l.trim()));
      return true;
    }) as never),
  );
  return {
    lines: () => [...lines],
    json: () => lines.flatMap((l) => (l.startsWith('{') ? [JSON.parse(l) as Record<string, unknown>] : [])),
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}

/** The EMF metrics among a log's JSON lines: namespace, name, dimensions (name → value) and value. */
export function emfMetrics(entries: Record<string, unknown>[]) {
  return entries.flatMap((entry) => {
    const aws = entry._aws as { CloudWatchMetrics?: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] } | undefined;
    return (aws?.CloudWatchMetrics ?? []).flatMap((set) =>
      set.Metrics.map((m) => ({
        namespace: set.Namespace,
        name: m.Name,
        dimensions: Object.fromEntries(set.Dimensions.flat().map((d) => [d, entry[d]])),
        value: entry[m.Name],
      })),
    );
  });
}
