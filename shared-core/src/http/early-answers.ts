// Answers to GETs the host's entry script sent before the app's code had run (the data
// the opened page draws first, see landing-requests.ts). The client takes one when it
// makes the same call, same address and same token, instead of asking again.

/** An early GET's answer: its status and parsed body. */
export interface EarlyAnswer {
  ok: boolean;
  data: unknown;
}

export interface EarlyRequest {
  /** The full address, query included, as the client builds it. */
  url: string;
  authorization: string | null;
  /** When it was sent (Date.now()). */
  sentAt: number;
  answer: Promise<EarlyAnswer>;
  /**
   * The copy of the answer this device saved on an earlier visit (null when none), read
   * beside the request: the page may draw it until the answer arrives.
   */
  saved?: Promise<unknown>;
}

/** An early answer is only used this soon after it was asked for. */
const FRESH_MS = 15_000;

let waiting: Array<EarlyRequest & { arrived?: EarlyAnswer; savedCopy?: unknown }> = [];

/** Hands the page's early requests (the entry script sends them once) to the client. */
export function adoptEarlyRequests(requests: EarlyRequest[]): void {
  waiting = requests.map((request) => {
    const entry: (typeof waiting)[number] = { ...request };
    void request.answer.then((answer) => (entry.arrived = answer));
    void request.saved?.then((copy) => (entry.savedCopy = copy));
    return entry;
  });
}

const isFor = (url: string, authorization: string | null) => (entry: EarlyRequest) =>
  entry.url === url && entry.authorization === authorization;

const isFresh = (entry: EarlyRequest) => Date.now() - entry.sentAt <= FRESH_MS;

function take(url: string, authorization: string | null) {
  const index = waiting.findIndex(isFor(url, authorization));
  if (index < 0) return null;
  const [entry] = waiting.splice(index, 1);
  return entry && isFresh(entry) ? entry : null;
}

/** The early answer to this call, once; null when there is none (or it is stale). */
export function takeEarlyAnswer(url: string, authorization: string | null) {
  return take(url, authorization)?.answer ?? null;
}

/**
 * The early answer's body if it has already arrived and succeeded, so a page can draw it in
 * its first render; null leaves an answer still on its way for the call. Read, not taken:
 * React may throw a render away (an update came first, a part suspended) and render the
 * page again, which must find it too. The page takes it once drawn (takeEarlyAnswer), so
 * no later call is given it.
 */
export function arrivedAnswer(url: string, authorization: string | null): unknown {
  const entry = waiting.find(isFor(url, authorization));
  return entry?.arrived?.ok && isFresh(entry) ? entry.arrived.data : null;
}

/**
 * The saved copy of an early request's answer while the answer itself is still on its way,
 * so a page can draw it in its first render and replace it when the answer comes (by making
 * the call, which takes the answer); null once the answer has arrived, or with no copy.
 */
export function savedAnswer(url: string, authorization: string | null): unknown {
  const entry = waiting.find(isFor(url, authorization));
  if (!entry || entry.arrived || !isFresh(entry)) return null;
  return entry.savedCopy ?? null;
}

/**
 * The saved copy of an early request's answer once it has been read, if the answer itself
 * has not arrived by then (null otherwise, or with no copy): for a page that drew before
 * the copy was read, to draw it while the answer is still on its way.
 */
export async function savedAnswerWhenRead(
  url: string,
  authorization: string | null,
): Promise<unknown> {
  const entry = waiting.find(isFor(url, authorization));
  if (!entry?.saved || !isFresh(entry)) return null;
  const copy = await entry.saved;
  return entry.arrived ? null : (copy ?? null);
}
