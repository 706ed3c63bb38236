import * as z from 'zod';
import { createFamily, findStoredOpening, getFamilies, saveOpening } from '../openings/store';
import { storedFromRecord } from '../openings/opening-write';
import { auditPut } from './data/table';
import type { OpeningFormIo } from './opening-form';
import { teamTexts } from './texts';

/** The console's form writes through the import's own data path, its Registro line in the same transaction. */
export const openingFormIo: OpeningFormIo = {
  findOpening: findStoredOpening,
  getFamilies,
  createFamily,
  storedFromRecord,
  saveAudited: (opening, previous, entry) => saveOpening(opening, previous, [auditPut(entry)]),
};

/** The opening's fields as sent: checked field by field by the import's rules (lambdas/openings/import-file.ts). */
export const openingFields = z.record(z.string(), z.unknown(), { error: teamTexts.formShape });
const familyRef = z.string({ error: teamTexts.formShape }).max(200, teamTexts.formShape);

/** POST /api/equipe/vagas's body ('Nova vaga'). */
export const createOpeningBody = z.strictObject(
  {
    familia: z.union([z.strictObject({ id: familyRef }), z.strictObject({ nova: z.strictObject({ id: familyRef, name: z.string().optional(), avatar: z.string().optional() }) })], {
      error: teamTexts.formShape,
    }),
    id: familyRef.optional(),
    vaga: openingFields,
  },
  { error: teamTexts.formShape },
);

/** PUT /api/equipe/vagas/{clientId}/{id}'s body ('Corrigir vaga'). */
export const openingFieldsBody = z.strictObject({ vaga: openingFields }, { error: teamTexts.formShape });
