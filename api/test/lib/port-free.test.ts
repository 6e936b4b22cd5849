import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortFree } from '../../src/lib/port-free.ts';

describe('assertPortFree', () => {
  it('passes for a free port and names the problem for a taken one', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    await expect(assertPortFree(port, '127.0.0.1')).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is in use: is another Canopy API running?`,
    );
    await new Promise((resolve) => holder.close(resolve));
    await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
  });
});
