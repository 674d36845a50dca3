import type { TEndpoint } from '@awb/contract/common/endpoint';

/**
 * An endpoint as the request layer needs it (method, path, auth), written out where importing the
 * contract would build its Zod schemas on the way to the first screens (launch, login, home and the
 * listing tab). Typed as the contract's endpoint (`endpointRef<typeof x.y>({...})`): a method, path or
 * auth that differs from the contract's fails the type check, so the copy cannot drift. `call()` reads
 * nothing else of an endpoint.
 */
export function endpointRef<E extends TEndpoint>(ref: Pick<E, 'method' | 'path' | 'auth'>): E {
  return ref as unknown as E;
}
