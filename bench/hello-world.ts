// A Fastify hello-world in a process of its own (like the API), the machine's ceiling
// for the throughput ratio. Prints its address, then serves until killed.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
