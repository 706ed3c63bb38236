import { hasPlan } from '../../contract/plans';
import type { NoticeAudience } from '../../contract/team-notices';
import { filterValue } from '../openings/opening';

/**
 * Who a sent notice is for, as stored with it: a segment (with its value), or 'uma' without saying who (her id is in
 * the Registro line only, which her account deletion anonymises; the send record keeps no trace of her).
 */
export interface NoticeTarget {
  destinatarias: NoticeAudience;
  /** 'tipo-de-cadastro' and 'cidade': the value the operator chose. */
  criterio?: string;
}

/** What the fan-out reads of each caregiver to decide whether a segment includes her. */
export interface SegmentCaregiver {
  uid: string;
  tipodeconta?: string;
  tipoDeCadastro?: string;
  /** The city of her typed position (CEP), when it has one. */
  cidade?: string;
  /** False while her e-mail is unconfirmed or once her account's deletion was asked for: she gets no notices. */
  reachable: boolean;
  /** Read only for one caregiver ('uma'): the name (or e-mail) a sent notice keeps. */
  nome?: string;
}

/** The segment rule, the same for the reach shown before sending and for the fan-out. */
export function inSegment(c: SegmentCaregiver, target: NoticeTarget): boolean {
  if (!c.reachable) return false;
  switch (target.destinatarias) {
    case 'uma':
      // Written at once with the send, never fanned out.
      return false;
    case 'todas':
      return true;
    case 'com-plano':
      return hasPlan(c.tipodeconta);
    case 'sem-plano':
      return !hasPlan(c.tipodeconta);
    case 'tipo-de-cadastro':
      return c.tipoDeCadastro === target.criterio;
    case 'cidade':
      return Boolean(c.cidade) && filterValue(c.cidade!) === filterValue(target.criterio ?? '');
  }
}
