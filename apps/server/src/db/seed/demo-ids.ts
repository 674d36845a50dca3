/** The demo's companies and users by id, handed to each module's demo seeding. */
export type TDemoIds = {
  companyA: number;
  companyB: number;
  users: Record<
    'managerA' | 'agentA' | 'agentA2' | 'pendingA' | 'headA' | 'headA2' | 'agentA3' | 'managerB' | 'agentB',
    number
  >;
  /** The clock's time when seeding started (ms). */
  now: number;
};
