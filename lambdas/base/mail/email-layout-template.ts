import { escapeHtml } from '../html';

/** The frame every Carey e-mail's HTML part sits in (readable on a phone, no external styles). */
export const emailFrame = (inner: string) =>
  `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">${inner}</div>`;

const buttonStyle = 'display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:6px';

/** A call-to-action link drawn as a button; `href` is placed as given (callers escape what came from outside). */
export const emailButton = (labelHtml: string, href: string) => `<a href="${href}" style="${buttonStyle}">${labelHtml}</a>`;

/** A button whose label and address are escaped. */
export const escapedEmailButton = (label: string, url: string) => emailButton(escapeHtml(label), escapeHtml(url));
