/**
 * The main time zone of each US state (a state split between zones gets the zone most of
 * its people live in), for places that have a state but no zone of their own. The same
 * table backfilled existing shops in migration 195.
 */
const STATE_TIME_ZONES: Record<string, string> = {
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  IN: 'America/Indiana/Indianapolis',
  KY: 'America/New_York',
  MA: 'America/New_York',
  MD: 'America/New_York',
  ME: 'America/New_York',
  MI: 'America/Detroit',
  NC: 'America/New_York',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NY: 'America/New_York',
  OH: 'America/New_York',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  VA: 'America/New_York',
  VT: 'America/New_York',
  WV: 'America/New_York',
  AZ: 'America/Phoenix',
  CO: 'America/Denver',
  ID: 'America/Boise',
  MT: 'America/Denver',
  NM: 'America/Denver',
  UT: 'America/Denver',
  WY: 'America/Denver',
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

/** The zone a shop in this state keeps its hours in; Central time when the state is unknown. */
export function stateTimeZone(state: string): string {
  return STATE_TIME_ZONES[state.toUpperCase()] ?? 'America/Chicago';
}

/** An IANA time zone name the runtime knows, or undefined. */
export function validTimeZone(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return undefined;
  }
}
