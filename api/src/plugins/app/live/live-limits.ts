/**
 * Limits that keep one member (or a crowd) from holding the API's sockets and memory:
 * open streams per member (a newer one closes their oldest), open streams on one API
 * instance (503 beyond), and live connections a member may open a minute, by taking a
 * ticket or by opening a stream with the bearer header (0: no limit).
 */
export const LIVE_LIMITS = {
  streamsPerMember: 10,
  streamsPerInstance: 10_000,
  opensPerMinute: 30,
};

export type LiveLimits = typeof LIVE_LIMITS;
