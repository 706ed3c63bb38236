// Prints, after jest's own summary, the run's wall time and its ten slowest files (each file's own time on its
// worker), so that every run, CI's included, shows what the suite costs and where (docs/testing.md).
class SlowestFiles {
  constructor(globalConfig, options = {}) {
    this.count = options.count ?? 10;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .filter((file) => file.perfStats && file.perfStats.end && file.perfStats.start)
      .map((file) => ({
        path: file.testFilePath.replace(`${process.cwd()}/`, ''),
        project: file.displayName?.name ?? file.displayName ?? 'unit',
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    const wall = (Date.now() - results.startTime) / 1000;
    const busy = files.reduce((sum, file) => sum + file.seconds, 0);
    const byProject = new Map();
    for (const file of files) {
      const sum = byProject.get(file.project) ?? { seconds: 0, files: 0 };
      byProject.set(file.project, { seconds: sum.seconds + file.seconds, files: sum.files + 1 });
    }
    const projects = [...byProject].sort((a, b) => b[1].seconds - a[1].seconds).map(([name, sum]) => `${name} ${sum.seconds.toFixed(0)} s (${sum.files})`);
    const lines = [
      '',
      `Suite time: ${wall.toFixed(0)} s wall, ${busy.toFixed(0)} s in files over all workers (${files.length} files)`,
      `In files by project: ${projects.join(', ')}`,
      `The ${Math.min(this.count, files.length)} slowest files:`,
      ...files.slice(0, this.count).map((file) => `  ${file.seconds.toFixed(1).padStart(7)} s  ${file.path}`),
      '',
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}

module.exports = SlowestFiles;
