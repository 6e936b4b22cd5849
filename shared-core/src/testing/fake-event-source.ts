import { vi } from 'vitest';

/**
 * Stands in for the browser's EventSource: the test opens, fails and feeds it what the API
 * would send. Every one opened is kept in `opened`, the newest is `latest`.
 */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  static get latest(): FakeEventSource | undefined {
    return FakeEventSource.opened.at(-1);
  }
  readonly url: URL;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(url: URL | string) {
    super();
    this.url = new URL(url);
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  /** A frame of `kind`; without `id` a signal frame, as the API sends "wall-post". */
  emit(kind: string, payload: unknown, id?: string) {
    this.dispatchEvent(new MessageEvent(kind, { data: JSON.stringify(payload), lastEventId: id }));
  }
}

/** Puts FakeEventSource in the browser's place, none opened yet (undone by vi.unstubAllGlobals). */
export function stubEventSource() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
