import { buildWebIfStale } from '../../infra/local/web-build';

/** The end-to-end tests drive the built SPA: build it first when web/dist is missing or stale. */
export default function globalSetup() {
  buildWebIfStale();
}
