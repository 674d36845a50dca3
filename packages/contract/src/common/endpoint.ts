import type { z } from 'zod';

/**
 * Who may call an endpoint:
 * - `none`: no token (seed "no token" calls);
 * - `session`: any logged-in user, also one waiting for review or cancelling (account calls);
 * - `member`: an approved, active member of a company (every business call).
 */
export type TAuth = 'none' | 'session' | 'member';

/**
 * A permission a call needs (seed 001 §6, catalogue in permissions.ts): an item of an app type, or
 * one of the item's child permissions. A manager passes every check.
 */
export type TPermissionRef = { appType: number; itemId: number; childId?: number };

export type TEndpoint = {
  method: 'GET' | 'POST';
  path: string;
  auth: TAuth;
  /** Checked on the server after authentication and validation; refusal is 403 MSG.noPermission. */
  permission?: TPermissionRef;
  summary: string;
  /** A creating call that honours an `Idempotency-Key` header (same key: one record, same answer). */
  idempotent?: boolean;
  /** How the body is sent: JSON (default), a form, or a multipart upload. */
  bodyType?: 'json' | 'form' | 'multipart';
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

/** Declares an endpoint, keeping its literal types for both apps. */
export function endpoint<const E extends TEndpoint>(e: E): E {
  return e;
}

export type TQueryOf<E extends TEndpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type TBodyOf<E extends TEndpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type TResponseOf<E extends TEndpoint> = z.output<E['response']>;
