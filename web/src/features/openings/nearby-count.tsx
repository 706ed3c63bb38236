import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiRequest } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { apiPaths, OPENINGS_RADIUS_PARAM, type NearbyOpenings } from '../../../../contract';
import { usePositionVersion } from '../location/position-version';
import { openingsTexts as t } from './texts';

/**
 * Before paying: 'Há N vagas abertas a até 25 km de você', counted by the server with the query of a distance search
 * of that radius, and 'Ver essas vagas' opening that very search (`/buscar-vagas?raio=25`, nearest first). Says nothing while her position is unknown or the count cannot be read (it is a help, not a condition).
 */
export function NearbyCount() {
  const [nearby, setNearby] = useState<NearbyOpenings | null>(null);
  // Asked again when her position is saved (her sign-in's save may land after this page first asked).
  const positionVersion = usePositionVersion();
  useEffect(() => {
    let live = true;
    apiRequest<NearbyOpenings>(apiPaths.openingsNearby)
      .then((answer) => live && setNearby(answer))
      // Not shown when it cannot be read: the plans are what this section is for.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [positionVersion]);
  if (nearby?.vagas === null || nearby?.vagas === undefined) return null;
  return (
    <p className="nearby-count">
      <span>{t.nearbyCount(nearby.vagas, nearby.raioKm, nearby.maisDe === true)}</span>{' '}
      {nearby.vagas > 0 && <Link to={`${paths.openings}?${OPENINGS_RADIUS_PARAM}=${nearby.raioKm}`}>{t.nearbyLink}</Link>}
    </p>
  );
}
