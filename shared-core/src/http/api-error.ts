/** A rejected non-GET call; `message` is the text to show the member. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(message: string, status?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** The text to show for a failed call: the API's own message, else the caller's fallback. */
export function errorText(caught: unknown, fallback: string): string {
  return caught instanceof ApiError ? caught.message : fallback;
}

/**
 * The API's own words for a failed call, without the `Error Code: … Message:` frame the
 * toast uses (for text shown in place, e.g. in a conversation); else errorText.
 */
export function reasonText(caught: unknown, fallback: string): string {
  if (caught instanceof ApiError && typeof caught.data === 'object' && caught.data !== null) {
    const message = (caught.data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return errorText(caught, fallback);
}

/** The API's errorCode of a failed call (`HANDLE_TAKEN`), to react to one refusal in place. */
export function errorCodeOf(caught: unknown): string | undefined {
  if (!(caught instanceof ApiError) || typeof caught.data !== 'object' || caught.data === null) {
    return undefined;
  }
  const code = (caught.data as { errorCode?: unknown }).errorCode;
  return typeof code === 'string' ? code : undefined;
}
