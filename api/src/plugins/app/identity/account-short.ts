// The account short form moved to the kernel (plugins/app/kernel/account-short.ts); routes
// still import it from here until they import the kernel.
export { toAccountShort } from '../kernel/account-short.ts';
