// jsdom lacks several globals that react-router and Amplify use; copy Node's own.
// MessageChannel is deliberately not copied (jest would never exit).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers',
      'ReadableStream', 'WritableStream', 'TransformStream', 'structuredClone', 'AbortController',
      'AbortSignal', 'BroadcastChannel', 'Blob', 'FormData']) {
      if (typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
    if (!g.crypto || !g.crypto.subtle) {
      Object.defineProperty(g, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });
    }
  }
}
module.exports = JsdomWithNodeGlobals;
