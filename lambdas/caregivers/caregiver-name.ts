import * as z from 'zod';
import { hasLetters, type Me } from '../../contract';
import type { Caregiver } from './caregiver';
import { meOf } from './caregiver-me';
import { messages } from '../base/messages';
import { hasControlCharacters } from '../base/text';
import { NAME_MAX_LENGTH } from './signup-shared';

/** PUT /api/me/nome's body: her name, as sign-up checks it (spaces folded, 1–120 characters with letters, no control characters). */
export const nameBody = z.strictObject({
  name: z
    .string({ error: messages.nameRequired })
    .transform((n) => n.trim().replace(/\s+/g, ' '))
    .refine((n) => n.length > 0, messages.nameRequired)
    .refine((n) => n.length === 0 || hasLetters(n), messages.nameLetters)
    .refine((n) => n.length <= NAME_MAX_LENGTH, messages.nameTooLong)
    .refine((n) => !hasControlCharacters(n), messages.invalidCharacters('Nome')),
});

export interface RenameIo {
  /** Cognito's `name` attribute. */
  renameUser(uid: string, name: string): Promise<void>;
  /** Her record and claims, in one transaction (403 once her account is being deleted). */
  renameCaregiver(caregiver: Caregiver, name: string): Promise<void>;
}

/**
 * 'Alterar nome': Cognito first, then the table (what the app shows). If the table write fails, her new name is
 * only in Cognito until she saves again, which writes both: the same name twice changes nothing.
 */
export async function renameCaregiver(caregiver: Caregiver, name: string, io: RenameIo): Promise<Me> {
  if (name !== caregiver.name) {
    await io.renameUser(caregiver.uid, name);
    await io.renameCaregiver(caregiver, name);
  }
  return meOf({ ...caregiver, name });
}
