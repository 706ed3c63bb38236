import { teamTexts } from './texts';
import { teamOpeningTexts } from './opening-texts';

const t = teamTexts.caregivers;

/**
 * A stored status as the console's other statuses read, with an initial capital: the spec stores 'conta não
 * verificada' and 'conta verificada' in lower case (compared by code, so kept as stored), the console shows them as
 * 'Conta não verificada' beside 'Nova' or 'Aberta'.
 */
export const statusLabel = (status: string) => status.charAt(0).toLocaleUpperCase('pt-BR') + status.slice(1);

/** Her account's state on her page and in the search: blocked first, then the stored status. */
export const accountState = (status: string, blocked?: boolean) => (blocked ? t.blockedState(statusLabel(status)) : statusLabel(status));

/** One of her notices: its text and whether she read it, in words ('nao lido' is the spec's stored value). */
export const noticeLine = (mensagem: string, status: string) => t.noticeLine(mensagem, t.noticeStates[status] ?? status);

/** A family as an operator reads it: her name, or that she has none and her identifier. */
export const familyLabel = (name: string | null | undefined, id: string) => name ?? teamOpeningTexts.unnamedFamily(id);
