// The access lock moved to the kernel (plugins/app/kernel/access-lock.ts); routes still
// import it from here until they import the kernel.
export { redactForViewer } from '../kernel/access-lock.ts';
