import http from 'node:http';
import { startLocalStack } from '../../infra/local/stack';

/**
 * Stopping a local stack waits for the handlers still running. A browser closed in the middle of a request cuts its
 * connection, not the handler: before this, an e2e file's teardown stopped the local DynamoDB under a handler still
 * writing (her sign-in record, after the last page), and dynalite's 'Database is closed' was thrown outside any test,
 * failing the whole file (a loaded run on 2026-12-03).
 */
it('waits for a request whose client has gone before stopping DynamoDB under it', async () => {
  const stack = await startLocalStack({ ports: 'free', functionLogs: 'keep', jobTimers: false });
  let stopped = false;
  try {
    // 'Fale conosco' stores the message before it e-mails it: its write is held at the local DynamoDB.
    const pause = stack.dynamo.pauseNextWrite((_operation, input) => JSON.stringify(input).includes('Mensagem da parada'));
    const url = new URL('/api/support', stack.siteUrl);
    const req = http.request({ host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json' } });
    req.on('error', () => undefined);
    req.end(JSON.stringify({ nome: 'Ana Parada', email: 'ana.parada@exemplo.com.br', whatsapp: '(11) 98765-4321', mensagem: 'Mensagem da parada' }));
    await pause.reached;
    req.destroy(); // the client goes away, as a closed browser does

    const stopping = stack.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false); // the handler still holds its write: DynamoDB must still be up
    pause.release();
    await stopping;
    expect(stopped).toBe(true);
  } finally {
    if (!stopped) await stack.stop().catch(() => undefined);
  }
});
