import { distanceKmText } from './openings';

/**
 * How far an opening is, as the card, its details, the alert e-mail and the push write it: 'a 3,2 km', 'a 12 km', and
 * under 100 m (which one decimal of a km would write '0,0' or '0,1') 'a menos de 100 m'.
 */
export const distancePhrase = (km: number): string => (km < 0.1 ? 'a menos de 100 m' : `a ${distanceKmText(km)} km`);
