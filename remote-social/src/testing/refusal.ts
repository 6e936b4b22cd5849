/** The API's refusal as the server sends it: the error envelope with an HTTP error status. */
export function refusal(status: number, errorCode: string, message: string) {
  return Response.json({ valid: false, message, errorCode }, { status });
}
