/** A rule of chat saying no; the routes answer it as `valid: false` (shown as a toast). */
export class ChatRefusal extends Error {
  readonly errorCode: string;

  constructor(errorCode: string, message: string) {
    super(message);
    this.errorCode = errorCode;
  }
}
