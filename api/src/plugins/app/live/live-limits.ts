/**
 * Limits that keep one member (or a crowd) from holding the API's sockets and memory:
 * open streams per member (a newer one closes their oldest), open streams on one API
 * instance (503 beyond), and stream tickets a member may take a minute (0: no limit).
 */
export const LIVE_LIMITS = {
  streamsPerMember: 10,
  streamsPerInstance: 10_000,
  ticketsPerMinute: 30,
};

export type LiveLimits = typeof LIVE_LIMITS;
