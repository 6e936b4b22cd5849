/** A stored object: its bytes and the content type it is served with. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded media lives: a local folder by default, any S3-compatible object store
 * when one is configured. Keys are `/`-separated paths such as `uploads/<id>/thumbnail.webp`.
 */
export interface MediaStore {
  /** Says where objects go, for the start-up log (never a secret). */
  readonly description: string;
  put(key: string, object: StoredObject): Promise<void>;
  /** The object, or undefined when there is none under that key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Deletes what exists of these keys; a missing key is not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys come from our own code, but a key that could climb out of a folder is refused. */
export function assertMediaKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  }
}
