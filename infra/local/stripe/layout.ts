import http from 'node:http';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export function html(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

export function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

/** The frame of every stand-in page: pt-BR, phone-first, and plainly marked as a local simulation. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- No icon file on this port: an empty one keeps the browser from asking for /favicon.ico (a 404 in the console). -->
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Stripe (local)</title>
<style>
  :root { font-family: system-ui, sans-serif; color: #1a1a1a; background: #f5f6f8; }
  body { margin: 0; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; background: #fff; min-height: 100vh; box-sizing: border-box; }
  .local { background: #fff4ce; color: #3d3000; padding: .5rem .75rem; border-radius: .25rem; font-size: .9rem; }
  h1 { font-size: 1.5rem; }
  .price { font-size: 1.25rem; }
  .badge { display: inline-block; background: #0b6b3a; color: #fff; padding: .15rem .5rem; border-radius: 1rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  .row { display: flex; gap: .5rem; flex-wrap: wrap; }
  input { flex: 1; min-width: 10rem; font-size: 1rem; padding: .6rem; border: 1px solid #555; border-radius: .25rem; }
  button, .button { font-size: 1rem; min-height: 44px; padding: .6rem 1.2rem; border-radius: .25rem; border: 2px solid #3a3ad0;
    background: #3a3ad0; color: #fff; cursor: pointer; text-decoration: none; display: inline-block; }
  .secondary { background: #fff; color: #2b2b9e; }
  .danger { background: #a4121a; border-color: #a4121a; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #ff9d00; outline-offset: 2px; }
  .error { color: #a4121a; font-weight: 600; }
  .ok { color: #0b6b3a; font-weight: 600; }
  .subs { list-style: none; padding: 0; }
  .subs li { border: 1px solid #ccc; border-radius: .25rem; padding: .75rem; margin-bottom: .75rem; }
  .subs form { display: inline-block; margin: .25rem .5rem .25rem 0; }
</style>
</head>
<body>
<main>
<p class="local">Ambiente local: Stripe simulado, nenhum pagamento real é feito.</p>
${body}
</main>
</body>
</html>`;
}

/** Stripe's `custom_text.submit.message`: the seller's line shown above the pay button. */
export function submitMessage(session: { custom_text?: { submit?: { message?: string } | null } }): string {
  const message = session.custom_text?.submit?.message;
  return message ? `<p class="custom-text" id="mensagem-do-vendedor">${escapeHtml(message)}</p>` : '';
}

/**
 * 'Voltar para o Carey' on every checkout page, open or closed (a session paid, expired, failed or visited again):
 * a paid one goes where Stripe sends her after paying (the success page), any other where cancelling sends her.
 */
export function wayBack(session: { id: string; status: string; payment_status?: unknown; success_url: string; cancel_url: string }): string {
  return session.status === 'complete' && session.payment_status === 'paid' ? session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) : session.cancel_url;
}
