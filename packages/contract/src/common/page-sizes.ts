/** Default page sizes of the lists (seed 000 §9, seed 001 §9). */
export const PAGE_SIZE = {
  communities: 10,
  contracts: 15,
  customers: 10,
  customerFollowUps: 15,
  acquisition: 15,
  organisation: 15,
  collect: 20,
  messages: 100,
  promotion: 15,
  listings: 10,
  appRecords: 15,
  followUps: 15,
} as const;

/** Lists never count past this exactly: the client shows "10000+" (kept here, without Zod, for the web's lists). */
export const LIST_COUNT_CAP = 10_000;
