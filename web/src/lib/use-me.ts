import { apiPaths, type Me } from '../../../contract';
import { useApiResource, type Resource } from './use-api';

/** The signed-in caregiver's record (GET /api/me): plan, Dados Cadastrais. */
export function useMe(): Resource<Me> {
  return useApiResource<Me>(apiPaths.me);
}
