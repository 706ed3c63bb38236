import { decideOpenReports } from '../openings/store';
import { auditPut } from './data/table';
import type { DecideOnClosedIo, DiscardIo } from './report-decisions';

/** 'Descartar denúncia' through the openings slice's decision, its Registro line in the same transaction. */
export const discardIo: DiscardIo = {
  discard: async (clientId, vagaId, motivo, at, entry) => {
    const { reports, changed } = await decideOpenReports(clientId, vagaId, { decisao: 'descartada', motivo }, at, (n) => [auditPut(entry(n))]);
    return { count: reports.length, changed };
  },
};

/** After 'Encerrar vaga': its open reports decided 'vaga-encerrada' (the close's own line is the Registro's record). */
export const decideOnClosedIo: DecideOnClosedIo = {
  decide: async (clientId, vagaId, at) => {
    const { reports, changed } = await decideOpenReports(clientId, vagaId, { decisao: 'vaga-encerrada' }, at);
    return { count: reports.length, changed };
  },
};
