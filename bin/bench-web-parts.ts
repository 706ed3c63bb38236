import { benchTransferBytes, type VisitBytes } from '../test/bench/transfer-bytes';
import { benchWebSize } from '../test/bench/web-size';
import type { PartOutput } from './bench-results';

/** `web`: the gzipped JavaScript each page loads, /login's held to its 115 KB (decisions 048 and 054). */
export async function webPart(): Promise<PartOutput> {
  const web = await benchWebSize();
  return {
    key: 'webJavaScript',
    result: web,
    rows: [
      ['web: gzipped JavaScript loaded by /login', `${web.loginKb} KB (${web.loginFiles.length} files)`, '≤ 115 KB', web.loginKb <= 115],
      ['web: gzipped JavaScript loaded by /buscar-vagas', `${web.buscarVagasKb} KB (${web.buscarVagasFiles.length} files)`, ''],
      ['web: gzipped JavaScript, whole build', `${web.totalKb} KB`, ''],
    ],
  };
}

/** `bytes`: what her phone transfers on a first visit and on a return visit (test/bench/transfer-bytes.ts). */
export async function bytesPart(): Promise<PartOutput> {
  const bytes = await benchTransferBytes();
  const figure = (v: VisitBytes) => `${v.totalKb} KB (site ${v.siteKb}, sign-in ${v.authKb}, API ${v.apiKb}; ${v.requests} requests)`;
  return {
    key: 'transferBytes',
    result: bytes,
    rows: [
      ['bytes: first visit (/login, sign-in, /buscar-vagas, the cache filled)', figure(bytes.firstVisit), '≤ 400 KB', bytes.firstVisit.totalKb <= 400],
      ['bytes: return visit (/buscar-vagas, worker installed)', figure(bytes.returnVisit), '≤ API + 8 KB', bytes.returnVisit.totalKb <= bytes.returnVisit.apiKb + 8],
    ],
  };
}
