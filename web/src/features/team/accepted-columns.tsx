import { OPENING_CSV_COLUMNS } from '../../../../contract/opening-csv';
import { openingCsvTexts } from '../../../../contract/opening-csv-texts';
import { csvColumnOf, formLabelOf } from '../../../../contract/opening-problems';
import { openingProblemTexts as t } from '../../../../contract/opening-problem-texts';
import { TeamTable } from './team-table';

/** Where 'Veja as colunas aceitas' leads: the list below the file form. */
export const ACCEPTED_COLUMNS_ID = 'colunas-aceitas';

/** The JSON field a column holds (the family's id, name and picture; bairro and cidade inside `enderecoCompleto`). */
const fieldOf = (column: string) =>
  ({ familia: 'clientId', familia_nome: 'name', familia_avatar: 'avatar', vaga: 'id', bairro: 'enderecoCompleto.bairro', cidade: 'enderecoCompleto.cidade' })[column] ?? column;

/** 'Colunas aceitas': each column of a CSV file, its JSON name and the 'Nova vaga' field it fills. */
export function AcceptedColumns() {
  return (
    <section id={ACCEPTED_COLUMNS_ID} tabIndex={-1}>
      <h3>{t.columnsTitle}</h3>
      <p className="field-hint">{t.columnsIntro}</p>
      <TeamTable label={t.columnsTitle} columns={[t.columnsHead.column, t.columnsHead.json, t.columnsHead.form]}>
        {OPENING_CSV_COLUMNS.map((column) => {
          const kind = column === 'familia_nome' || column === 'familia_avatar' ? 'family' : 'opening';
          const field = fieldOf(column);
          return (
            <tr key={column}>
              <td>{openingCsvTexts.headers[column]}</td>
              <td>{column}</td>
              <td>{csvColumnOf(kind, field) === column ? (formLabelOf(kind, field) ?? t.notOnForm) : t.notOnForm}</td>
            </tr>
          );
        })}
      </TeamTable>
    </section>
  );
}
