import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, companyId, id } from '../../../platform/db/columns.ts';

const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * The signing ceremony of one submitted contract (docs/signing-ceremony.md): the
 * public verification code, whether the company seal is due, and the signed PDF once completed.
 */
export const signCeremonies = pgTable(
  'sign_ceremonies',
  {
    id: id(),
    companyId: companyId(),
    contractId: ref('contract_id').notNull(),
    /** `<companyId>-<random>`: the public verification page's code (/verify/<code>). */
    verifyCode: text('verify_code').notNull(),
    /** The company seal chosen as signing body (0: only the parties sign). */
    sealId: ref('seal_id').notNull().default(0),
    sealedBy: ref('sealed_by'),
    sealedAt: at('sealed_at'),
    /** `upload:<id>.pdf` of the signed PDF, never changed after completion. */
    fileRef: text('file_ref'),
    fileSha256: text('file_sha256'),
    contentHash: text('content_hash').notNull(),
    completedAt: at('completed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sign_ceremonies_contract_uq').on(t.companyId, t.contractId),
    uniqueIndex('sign_ceremonies_code_uq').on(t.companyId, t.verifyCode),
  ],
);

/**
 * A person who signs a contract: the party, or its agent, or for a company its legal person or agent,
 * and every co-owner. `seq` is the signing order (甲方 side, then 乙方 side). The phone is sealed.
 */
export const signCeremonySigners = pgTable(
  'sign_ceremony_signers',
  {
    id: id(),
    companyId: companyId(),
    contractId: ref('contract_id').notNull(),
    seq: smallint('seq').notNull(),
    /** 1 甲方 side, 2 乙方 side. */
    side: smallint('side').notNull(),
    /** CEREMONY_SIGNER_ROLE. */
    role: smallint('role').notNull(),
    /** 甲方, 甲方代理人, 甲方共有人1 … */
    roleLabel: text('role_label').notNull(),
    name: text('name').notNull(),
    phoneSealed: text('phone_sealed').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    /** The ID number, sealed (face check); empty for a company signer. */
    certNoSealed: text('cert_no_sealed').notNull().default(''),
    /** CEREMONY_SIGNER_STATE. */
    state: smallint('state').notNull().default(0),
    signedAt: at('signed_at'),
    signatureRef: text('signature_ref').notNull().default(''),
    ip: text('ip').notNull().default(''),
    device: text('device').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sign_ceremony_signers_contract_idx').on(t.companyId, t.contractId, t.seq)],
);

/**
 * A signing link: only the HMAC of its random token is kept. Bound to the contract's content hash at
 * issue; dead once the signer has signed, when revoked (resend) or expired.
 */
export const signCeremonyLinks = pgTable(
  'sign_ceremony_links',
  {
    id: id(),
    companyId: companyId(),
    contractId: ref('contract_id').notNull(),
    signerId: ref('signer_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** CEREMONY_LINK_KIND: 1 sent by SMS, 2 on-site on the agent's phone. */
    kind: smallint('kind').notNull(),
    /** The agent whose phone is used on site. */
    agentUserId: ref('agent_user_id'),
    /** The face check started on this link (where the company requires one); used up by a verification. */
    faceId: text('face_id').notNull().default(''),
    contentHash: text('content_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sign_ceremony_links_token_uq').on(t.companyId, t.tokenHash),
    index('sign_ceremony_links_signer_idx').on(t.companyId, t.signerId),
  ],
);

/**
 * A signer's proof of who they are (their link's code, and the face check where required), good for one
 * link on one device: only the HMAC of the device's secret (an HttpOnly cookie) is kept. It lasts
 * CEREMONY_LIMITS.verifiedMinutes, dies when a new code is asked on the link or the link dies, and is
 * spent by the signature it allowed.
 */
export const signCeremonyVerifications = pgTable(
  'sign_ceremony_verifications',
  {
    id: id(),
    companyId: companyId(),
    contractId: ref('contract_id').notNull(),
    signerId: ref('signer_id').notNull(),
    linkId: ref('link_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    spentAt: at('spent_at'),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sign_ceremony_verifications_link_idx').on(t.companyId, t.linkId)],
);

/** Every event of the ceremony with its party, masked phone, IP and device: the PDF's audit page. */
export const signCeremonyEvents = pgTable(
  'sign_ceremony_events',
  {
    id: id(),
    companyId: companyId(),
    contractId: ref('contract_id').notNull(),
    signerId: ref('signer_id'),
    /** CEREMONY_EVENT. */
    action: smallint('action').notNull(),
    party: text('party').notNull().default(''),
    phoneMasked: text('phone_masked').notNull().default(''),
    ip: text('ip').notNull().default(''),
    device: text('device').notNull().default(''),
    remark: text('remark').notNull().default(''),
    userId: ref('user_id'),
    version: integer('version'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sign_ceremony_events_contract_idx').on(t.companyId, t.contractId, t.id)],
);

/**
 * A party's copy of the completed contract: one per signer, made in the completing transaction. The
 * link's token is random; only its HMAC is kept for lookups. `tokenSealed` holds the token sealed
 * (platform/personal-data) only until its text is sent — the outbox of copy texts — and is emptied by
 * the send that claims it, so no retry sends twice. Expires COPY_LIMITS.copyDays after completion;
 * the agent may revoke it, which also ends the party's access through the signing link they used.
 */
export const signCeremonyCopies = pgTable(
  'sign_ceremony_copies',
  {
    id: id(),
    companyId: companyId(),
    contractId: ref('contract_id').notNull(),
    signerId: ref('signer_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull().default(''),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedBy: ref('revoked_by'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sign_ceremony_copies_signer_uq').on(t.companyId, t.signerId),
    uniqueIndex('sign_ceremony_copies_token_uq').on(t.companyId, t.tokenHash),
    index('sign_ceremony_copies_contract_idx').on(t.companyId, t.contractId),
    // The texts still to send (the outbox): few rows, read by the sender after each completion.
    index('sign_ceremony_copies_due_idx').on(t.companyId, t.id).where(sql`${t.tokenSealed} <> ''`),
  ],
);
