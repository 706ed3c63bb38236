import { escapedEmailButton, emailFrame } from '../base/mail/email-layout-template';
import { escapeHtml } from '../base/html';
import { digestTexts, type DigestTexts } from './alert-digest-texts';

export interface DigestEmail {
  subject: string;
  text: string;
  html: string;
}

/** One listed opening: what came from the import (escaped in the HTML part) and where its link opens. */
export interface DigestItem {
  /** The opening's função; null when unknown (the title then says 'Função não informada'). */
  funcao: string | null;
  /** 'Bairro, Cidade', each with its placeholder (lambdas/openings/opening-facts.ts). */
  place: string;
  distanciaKm?: number;
  /** Present when the opening is known only at city level: the distance is to that city's centre (null: city unknown). */
  centreOf?: string | null;
  url: string;
}

/** What the digest says, computed by alert-digest.ts; the words come from the catalogue. */
export interface DigestModel {
  /** Empty when the caregiver's name is unknown. */
  firstName: string;
  total: number;
  listed: DigestItem[];
  /** Matches not listed by name (counted, with a link to the search page). */
  more: number;
  searchUrl: string;
  hasPlan: boolean;
  /** With a plan: the search page; without: where she subscribes. */
  actionUrl: string;
  unsubscribeUrl: string;
}

function describe(item: DigestItem, t: DigestTexts): { title: string; place: string } {
  return {
    title: t.title(item.funcao),
    place: [item.place, item.distanciaKm !== undefined ? t.distance(item.distanciaKm, item.centreOf) : ''].filter(Boolean).join(' · '),
  };
}

/** The daily digest e-mail (subject, text and HTML parts) of a model. */
export function renderDigest(m: DigestModel, t: DigestTexts = digestTexts): DigestEmail {
  const greeting = t.greeting(m.firstName || t.someone);
  const found = t.found(t.count(m.total), m.listed.length, m.total);
  const cta = m.hasPlan ? { text: t.withPlan, label: t.seeAll } : { text: t.withoutPlan, label: t.subscribe };
  const items = m.listed.map((item) => ({ ...describe(item, t), url: item.url }));

  const text = [
    greeting,
    '',
    found,
    '',
    ...items.flatMap((d) => [`- ${d.title} — ${d.place}`, `  ${d.url}`]),
    ...(m.more > 0 ? ['', `${t.more(m.more)} ${m.searchUrl}`] : []),
    '',
    cta.text,
    `${cta.label}: ${m.actionUrl}`,
    '',
    t.why,
    `${t.stopText} ${m.unsubscribeUrl}`,
    '',
    t.signature,
    '',
  ].join('\n');

  const html = emailFrame(
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(found)}</p><ul>` +
      items.map((d) => `<li><a href="${escapeHtml(d.url)}">${escapeHtml(d.title)}</a><br>${escapeHtml(d.place)}</li>`).join('') +
      `</ul>` +
      (m.more > 0 ? `<p>${escapeHtml(t.more(m.more))} <a href="${escapeHtml(m.searchUrl)}">${t.searchPage}</a>.</p>` : '') +
      `<p>${escapeHtml(cta.text)}</p><p>${escapedEmailButton(cta.label, m.actionUrl)}</p>` +
      `<p style="font-size:13px;color:#52606d">${escapeHtml(t.why)} ` +
      `<a href="${escapeHtml(m.unsubscribeUrl)}">${t.stopLink}</a>.</p><p>${t.signature}</p>`,
  );

  return { subject: t.subject(m.total), text, html };
}
