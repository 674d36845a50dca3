import type { TExecutor } from '../db/db.ts';
import type { TRequestContext } from './context.ts';

/** What a caller may do and see: their roles' grants and their department. */
export type TCallerAccess = Pick<TRequestContext, 'permissions' | 'scopes' | 'departmentId' | 'departmentPath'>;

/** The access of someone who holds none (a pending applicant). */
export const NO_ACCESS: TCallerAccess = { permissions: {}, scopes: {}, departmentId: null, departmentPath: null };

/** A session with its user, and that user's access: everything resolving a caller reads. */
export type TSessionWithAccess = {
  session: {
    tokenHash: string;
    expiresAt: Date;
    revokedAt: Date | null;
    companyId: number;
    userId: number;
    isManager: boolean;
    status: number;
    cancelExecuteAt: Date | null;
  };
  access: TCallerAccess;
};

/**
 * Loads a session by id with its user's access (undefined when there is no such session). The role
 * module owns the roles and grants, so buildApp hands its loader to the session service: the platform
 * itself reads no module's tables.
 */
export type TSessionLoader = (db: TExecutor, sessionid: string) => Promise<TSessionWithAccess | undefined>;
