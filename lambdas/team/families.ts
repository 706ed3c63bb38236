import { TEAM_FAMILIES_LIMIT, type TeamFamiliesPage, type TeamFamily } from '../../contract/team-openings';
import { filterValue } from '../openings/opening';

export type ListAllFamilies = () => Promise<TeamFamily[]>;

/** Whether a family answers to a search: her name or id contains it, accents, case and spaces ignored. */
export function familyMatches(family: TeamFamily, search: string): boolean {
  const wanted = filterValue(search);
  return filterValue(family.name ?? '').includes(wanted) || filterValue(family.id).includes(wanted);
}

/** 'Famílias': by name; an empty search lists the first ones. */
export async function findFamilies(search: string | undefined, listAll: ListAllFamilies): Promise<TeamFamiliesPage> {
  const all = await listAll();
  const found = search?.trim() ? all.filter((f) => familyMatches(f, search)) : all;
  const byName = found.sort((a, b) => filterValue(a.name ?? a.id).localeCompare(filterValue(b.name ?? b.id)) || a.id.localeCompare(b.id));
  return { items: byName.slice(0, TEAM_FAMILIES_LIMIT), more: byName.length > TEAM_FAMILIES_LIMIT };
}
