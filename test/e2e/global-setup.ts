import fs from 'node:fs';
import path from 'node:path';
import { buildWeb, buildWebIfStale } from '../../infra/local/web-build';

const ASSETS = path.resolve(__dirname, '../../web/dist/assets');
/** A line only React's development build prints. */
const DEVELOPMENT_REACT = 'Download the React DevTools';

const developmentFiles = () => fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(ASSETS, f), 'utf8').includes(DEVELOPMENT_REACT));

/**
 * The end-to-end tests drive the built SPA: build it first when web/dist is missing or stale, and never drive a
 * development build (another React than the one the site ships; older set-ups made one under jest's NODE_ENV=test).
 */
export default function globalSetup() {
  buildWebIfStale();
  if (developmentFiles().length) buildWeb();
  const development = developmentFiles();
  if (development.length) throw new Error(`web/dist is still a development build (${development.join(', ')})`);
}
