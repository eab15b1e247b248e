// A server test's hooks start a whole server (DuckDB, every migration, the country database): on a busy two-core
// machine that can take longer than Jest's 5 s default, which would fail a test for the machine's load alone.
jest.setTimeout(30_000);
