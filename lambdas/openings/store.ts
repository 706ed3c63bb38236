/**
 * What the openings slice offers other slices of its table access: its data/ folder (keys, item mapping) is private
 * to the slice, and another slice imports these names from here, never from data/ (eslint.config.mjs; docs/decisions/020).
 * Kept by scripts/move-to-slices.mjs: an import of data/ from another slice adds its names here.
 */
export { createFamily, getFamilies, listAllFamilies } from './data/families';
export { CLOSED_OPENINGS, closeStoredOpening, findStoredOpening, isOpeningOpen, openingRefId, openOpenings } from './data/opening-closing';
export { openingFromStreamRecord } from './data/opening-stream';
export { ALL_OPENINGS, filterPartition, listFamilyOpenings, saveOpening, storedFromItem } from './data/openings';
export { anonymiseReportsOf, listNewestReports, listReportsOf } from './data/opening-reports';
export { decideOpenReports } from './data/opening-report-decisions';
export { listOpenOpeningsWrittenBetween } from './data/openings-written';
