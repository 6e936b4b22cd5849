type Handler<E> = ((event: E) => void) | null;

interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/**
 * An XMLHttpRequest for tests that sends through the global `fetch` (whatever stub a test
 * installed), reporting the upload half-way and whole before the answer, as a browser does.
 * Only what the client's uploads use: open, setRequestHeader, send, abort, the on* handlers.
 */
export class FetchBackedXhr {
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  readonly upload: { onprogress: Handler<ProgressLike> } = { onprogress: null };
  onload: Handler<unknown> = null;
  onerror: Handler<unknown> = null;
  ontimeout: Handler<unknown> = null;
  onabort: Handler<unknown> = null;
  #method = 'GET';
  #url = '';
  #headers = new Headers();
  #aborted = false;

  open(method: string, url: string): void {
    this.#method = method;
    this.#url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.#headers.set(name, value);
  }

  abort(): void {
    this.#aborted = true;
    this.onabort?.({});
  }

  send(body?: BodyInit | null): void {
    const request = new Request(this.#url, {
      method: this.#method,
      headers: this.#headers,
      body: body ?? null,
    });
    void (async () => {
      const total = (await request.clone().arrayBuffer()).byteLength;
      for (const loaded of [Math.floor(total / 2), total]) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      }
      try {
        const response = await fetch(request);
        if (this.#aborted) return;
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.onload?.({});
      } catch {
        if (!this.#aborted) this.onerror?.({});
      }
    })();
  }
}
