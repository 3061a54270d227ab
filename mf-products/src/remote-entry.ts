// This remote is only consumed through its federation container; the entry itself is empty.
export {};
