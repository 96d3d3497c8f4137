/** Scheduling niceness added to each worker thread, face and tile (Linux; ignored where unsupported). */
export const WORKER_NICE = 10;
