import type { OpeningListItem } from '../../../../contract';
import { bairro, cidade, medications, publishedDay, start, tasks, yesNo } from './format';
import { openingsTexts as t } from './texts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/**
 * Everything the family wrote, with the spec's fallback for each missing field (decision 033): the caregiver's
 * details dialog and the console's page of one opening show the same words.
 */
export function OpeningFacts({ opening }: { opening: OpeningListItem }) {
  const required = tasks(opening);
  return (
    <>
      <h3>{t.jobDetails}</h3>
      <p>{opening.detalhesVaga?.trim() || t.noDetails}</p>
      <h3>{t.elder}</h3>
      <dl className="data-list">
        <Row label={t.elderGender} value={opening.generoIdoso?.trim() || t.notInformed} />
        <Row label={t.specialNeed} value={yesNo(opening.necessidadeEspecial)} />
        <Row label={t.comorbidity} value={yesNo(opening.possuiComorbidade)} />
        <Row label={t.medications} value={medications(opening)} />
      </dl>
      <h3>{t.tasks}</h3>
      {required.length > 0 ? (
        <ul>
          {required.map((task) => (
            <li key={task}>{task}</li>
          ))}
        </ul>
      ) : (
        <p>{t.noTasks}</p>
      )}
      <dl className="data-list">
        <Row label={t.preference} value={opening.generoPreferencia?.trim() || t.notInformed} />
        <Row label={t.start} value={start(opening)} />
        <Row label={t.location} value={`${bairro(opening)}, ${cidade(opening)}`} />
        <Row label={t.created} value={publishedDay(opening)} />
        <Row label={t.contract} value={opening.tipoContrato?.trim() || t.noContract} />
        <Row label={t.dailyRate} value={opening.diariaTipo?.trim() || t.noDailyRate} />
      </dl>
    </>
  );
}
