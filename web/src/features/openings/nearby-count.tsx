import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { apiPaths, type NearbyOpenings } from '../../../../contract';
import { openingsTexts as t } from './texts';

/**
 * Before paying: 'Há N vagas abertas a até 200 km de você' (the search's own first radius), counted by the server
 * with the list's own query. Says nothing while her position is unknown or the count cannot be read (it is a help, not a condition).
 */
export function NearbyCount() {
  const [nearby, setNearby] = useState<NearbyOpenings | null>(null);
  useEffect(() => {
    let live = true;
    apiRequest<NearbyOpenings>(apiPaths.openingsNearby)
      .then((answer) => live && setNearby(answer))
      // Not shown when it cannot be read: the plans are what this section is for.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (nearby?.vagas === null || nearby?.vagas === undefined) return null;
  return <p className="nearby-count">{t.nearbyCount(nearby.vagas, nearby.raioKm, nearby.maisDe === true)}</p>;
}
