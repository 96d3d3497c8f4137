// Entry of an address import's lot worker thread (address-lot-worker.ts). Worker threads do not
// inherit a test runner's TypeScript loader, so this plain module registers tsx before loading it.
import { register } from 'tsx/esm/api';

register();
await import('./address-lot-worker.ts');
